/**
 * The api app on a local HTTP server, as one instance, for the bench parts that measure it
 * in-process, and the addresses their public calls come from.
 */
import type { AddressInfo } from 'node:net';

/** Runs `measure` against the app at its base URL; the server closes afterwards, whatever happens. */
export async function withInProcessApi<T>(measure: (base: string) => Promise<T>): Promise<T> {
  // Loaded here, so that parts that never call the api (BENCH_ONLY=lighthouse) do not load the server code.
  const { createApp } = await import('../../functions/src/forScripts');
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await measure(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

/**
 * A fresh address per request from one /16 of the benchmarking range (198.18.0.0/15), so per-IP
 * limits never bite: many visitors, not one flood. The limiters live for the whole process, so
 * each part takes its own addresses: its own /16, or a part of one from `firstBlock` (the third
 * octet) on; earn takes 198.19 from 0, the members part (bench/memberLoad.ts) from 128.
 */
export function addressSequence(prefix: '198.18' | '198.19', firstBlock = 0) {
  let sent = 0;
  return () => {
    const n = sent++;
    return `${prefix}.${(firstBlock + Math.floor(n / 254)) % 256}.${1 + (n % 254)}`;
  };
}
