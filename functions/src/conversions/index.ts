/** The conversion engine shared by offers, shopping cashback and surveys (docs/conversions.md). */
export { applyReport, writeConversion } from './engine';
export { confirmDueConversions, confirmPaging } from './confirmConversions.job';
export { confirmPageQueue } from './confirmPage.queue';
export type { NewConversion, Report, ReportResult, ReportSource } from './engine';
export { secretsEqual } from './network';
export type { NetworkAdapter, PostbackRequest } from './network';
export { postbackHandler, trustOf } from './postbacks.router';
export { pendingEarnings } from './pending.service';
