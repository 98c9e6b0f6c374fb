/**
 * Waits until the machine is quiet again before a measured burst: the emulators work on after a
 * previous burst has been answered (the Functions emulator runs the triggers its writes fired, the
 * JVM collects), and on two cores that work would be measured as the next burst's latency.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Idle and total CPU time of the whole machine so far (Linux), or null elsewhere. */
function cpuTimes(): { idle: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    return { idle: fields[3]! + (fields[4] ?? 0), total: fields.slice(0, 8).reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** Resolves once a half-second window had at least `idleShare` of the CPUs idle, or after `maxMs`; answers how long it waited. */
export async function waitForQuietMachine(idleShare = 0.85, maxMs = 20_000): Promise<number> {
  const started = performance.now();
  let before = cpuTimes();
  if (!before) {
    await sleep(2_000);
    return performance.now() - started;
  }
  while (performance.now() - started < maxMs) {
    await sleep(500);
    const now = cpuTimes()!;
    const share = (now.idle - before.idle) / Math.max(1, now.total - before.total);
    if (share >= idleShare) break;
    before = now;
  }
  return performance.now() - started;
}
