/**
 * Where the partner simulators answer, and so where the links they hand out (tracking, images,
 * hosted pages, redemption) point: 127.0.0.1 on PARTNERS_PORT, 9400 unless set. `npm test` runs a
 * second set on another port for the API tests (scripts/stack.mjs API_PARTNERS_PORT), so their
 * state never meets the browser tests'. No imports: the API tests read it in-process too.
 */
export const PARTNERS_PORT = Number(process.env.PARTNERS_PORT ?? 9400);
export const PARTNERS_ORIGIN = `http://127.0.0.1:${PARTNERS_PORT}`;
