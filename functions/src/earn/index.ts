/** Earn: the /new design's earn hub and its calls, gathered from the earning domains (docs/api.md "Earn hub"). */
export { earnRouter } from './earn.router';
