/** Sweepstakes (Win Big): entries for PM, the verifiable draw, the prize as a payout, staff management. */
export { sweepstakesRouter } from './sweepstakes.router';
export { drawSweepstake, drawPaging, sweepstakesDrawQueue } from './draw.service';
export { notifyPaging, sweepstakesNotifyQueue } from './notify.service';
export { refundPaging, sweepstakesRefundsQueue } from './refunds.service';
export { runSweepstakesJob } from './sweepstakes.job';
export { dashboardOf, totalsCache } from './view.service';
