import type { LedgerEntry } from '../../../functions/src/forScripts';

/** Shared by every demo account; printed by `npm start` and written in the README. */
export const DEMO_PASSWORD = 'pilotmiles';

export const DEMO_ACCOUNTS = [
  {
    email: 'demo@pilotmiles.test',
    displayName: 'Demo Pilot',
    fullName: 'Demo Pilot',
    referralCode: 'DEMOPLT8',
    timezone: 'America/New_York',
    admin: false,
    withHistory: true,
  },
  {
    email: 'admin@pilotmiles.test',
    displayName: 'Ops Admin',
    fullName: 'Ops Admin',
    referralCode: 'ADMNPLT8',
    timezone: 'UTC',
    admin: true,
    withHistory: false,
  },
];

/** The demo user's history: fixed ids keep re-seeding from crediting twice. */
export const DEMO_LEDGER: Array<LedgerEntry & { daysAgo: number }> = [
  { id: 'seed:offer:raid-legends', type: 'offer', amount: 1200, description: 'Raid: Shadow Legends, reach level 10', daysAgo: 6 },
  { id: 'seed:article:budget-travel', type: 'article', amount: 5, description: 'Read: 10 ways to fly for less', daysAgo: 5 },
  { id: 'seed:survey:coffee', type: 'offer', amount: 80, description: 'Take 2-Minute Survey', daysAgo: 4 },
  { id: 'seed:search:2', type: 'search', amount: 10, description: 'Web search reward', daysAgo: 3 },
  { id: 'seed:shopping:sneakers', type: 'shopping', amount: 350, description: 'Cashback: RunFast sneakers', daysAgo: 2 },
  { id: 'seed:redeem:giftcard', type: 'redemption', amount: -1000, description: '$10 Amazon gift card', daysAgo: 1 },
  { id: 'seed:bonus:survey-streak', type: 'admin-bonus', amount: 50, description: 'Thanks for your feedback!', daysAgo: 0 },
];
