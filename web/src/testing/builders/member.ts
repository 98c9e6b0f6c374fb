/** Who is signed in: a member's full record (GET /users), and a staff member's. `over` changes fields. */
import type { User } from '@pilotmiles/core';

export const makeMember = (over: Partial<User> = {}): User => ({
  uid: 'u1',
  id: 'u1',
  firebase_uid: 'u1',
  email: 'amelia@pilotmiles.test',
  email_verified: true,
  display_name: 'Amelia Earhart',
  displayName: 'Amelia Earhart',
  full_name: 'Amelia Earhart',
  role: 'user',
  total_coins: 1000,
  lifetime_earned: 2000,
  has_earned: true,
  profile_image_url: null,
  referral_code: 'AMELIA01',
  brand_owner: null,
  timezone: 'UTC',
  login: null,
  created_at: '2026-11-01T12:00:00.000Z',
  coins_earned_today_challenge: 0,
  COINS_PER_ARTICLE: 10,
  COINS_ARTICLE_DAILY_REWARD: 50,
  CLAIMED_ARTICLE_COINS: 0,
  day_key: '2026-11-21',
  kyc_status: 'none',
  country: 'US',
  ...over,
});

/** Staff: a member whose role is admin (what the admin screens and guards check). */
export const makeStaff = (over: Partial<User> = {}): User =>
  makeMember({
    uid: 'staff-1',
    id: 'staff-1',
    firebase_uid: 'staff-1',
    email: 'ops@pilotmiles.test',
    role: 'admin',
    ...over,
  });
