/** Users: sign-up records, the profile, login info, verification mail, the member's ledger history. */
export { usersRouter } from './users.router';
export { createUser, refreshUser, getUserSnapshot } from './users.service';
export { transactionsPage } from './transactions.service';
