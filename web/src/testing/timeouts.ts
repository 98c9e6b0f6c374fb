/**
 * `npm test` runs the web suite beside the browser tests on the CPU they leave idle and stretches
 * every time limit by TEST_TIMEOUT_SCALE there (emulators/scripts/test-all.mjs): the limits catch
 * hangs, not slowness. Every limit in this suite goes through `scaled`.
 */
export const scaled = (ms: number) => ms * Number(process.env.TEST_TIMEOUT_SCALE ?? 1);
