/**
 * Countdowns to a deadline. The time left is recomputed from the clock at every tick, never
 * counted down tick by tick, so a background tab (whose timers the browser throttles) shows the
 * right value the moment it ticks again, and nothing drifts. Deadlines from the server are read
 * on the server's clock (`offsetMs`, from clockOffset) so a device clock that is off by minutes
 * cannot open a claim early or show a wrong 'Ends in'.
 */
import { useEffect, useState } from 'react';

/** Server time minus device time, in ms, measured as a response carrying `serverTime` arrives. */
export function clockOffset(serverTime: string | null | undefined, deviceNow: number = Date.now()): number {
  const server = serverTime ? Date.parse(serverTime) : NaN;
  return Number.isFinite(server) ? server - deviceNow : 0;
}

export interface DeadlineOptions {
  /** Server minus device time (clockOffset); 0 for deadlines measured on this device. */
  offsetMs?: number;
  intervalMs?: number;
}

/** The (server-corrected) time now, re-rendered every `intervalMs` and when the tab shows again. */
export function useNow({ offsetMs = 0, intervalMs = 1000 }: DeadlineOptions = {}): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const tick = () => setNow(Date.now() + offsetMs);
    tick();
    const id = setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [offsetMs, intervalMs]);
  return now;
}

/** Milliseconds left until `deadline` (epoch ms on the server's clock), never below 0; 0 without one. */
export function useMsUntil(deadline: number | null | undefined, options: DeadlineOptions = {}): number {
  const now = useNow(options);
  return deadline == null ? 0 : Math.max(0, deadline - now);
}
