/**
 * What the repo's own scripts (seed, grant-admin, tests, bench) use from the functions code. They
 * import this one module so that tsx loads the functions' CommonJS modules once, sharing one
 * Firebase Admin app.
 */
export { auth, db } from './firebase';
export { setAdmin } from './services/admins';
export { createUser, refreshUser, getUserSnapshot } from './services/users';
export { post, type LedgerEntry } from './services/ledger';
export type { AuthContext } from './api/middleware/auth';
export { createApp } from './api/app';
export { runStreakReminders } from './jobs/streakReminders';
export { runDailyRollover } from './jobs/rollover';
