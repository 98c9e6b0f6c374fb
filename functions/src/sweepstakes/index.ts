/** Sweepstakes (Win Big): entries for PM, the verifiable draw, the prize as a payout, staff management. */
export { sweepstakesRouter } from './sweepstakes.router';
export { drawSweepstake } from './draw.service';
export { runSweepstakesJob } from './sweepstakes.job';
export { dashboardOf } from './view.service';
