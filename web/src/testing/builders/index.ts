/**
 * Test data for component and unit tests, one module per domain: each builder fills a valid record
 * (the shape the API answers) and `over` changes fields. Import from here: `testing/builders`.
 */
export * from './articles';
export * from './dashboard';
export * from './earn';
export * from './ledger';
export * from './member';
export * from './offers';
export * from './portal';
export * from './referrals';
export * from './rewards';
export * from './shopping';
export * from './surveys';
export * from './sweepstakes';
