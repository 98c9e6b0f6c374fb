/** Sweepstakes (Win Big): entries for PM, the verifiable draw, the prize as a payout, staff management. */
export { sweepstakesRouter } from './sweepstakes.router';
export { runSweepstakesJob, drawSweepstake } from './draw.service';
export { dashboardOf } from './view.service';
