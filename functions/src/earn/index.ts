/** Earn: the /new design's earn hub and its calls, gathered from the earning domains (SPEC §7 Earn calls). */
export { earnRouter } from './earn.router';
