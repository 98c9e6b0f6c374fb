/**
 * Every route the sweep knows, with what it takes: who may call it, how to fill its path
 * parameters and a well-formed example of its query, headers and body, which the sweep then
 * breaks in every way it knows (fuzz.test.ts). A route mounted in app.ts but missing here fails
 * the sweep: add it with its access and an example.
 */
import type { z } from 'zod';
import {
  adminRewardBody,
  cpBrandBody,
  dailyBonusConfigBody,
  dailyChallengeConfigBody,
  embeddedToolsBody,
  eventsConfigBody,
  geoConfigBody,
  offersConfigBody,
  payoutsConfigBody,
  pushBroadcastBody,
  referralsConfigBody,
  sweepstakeCreateBody,
  systemRewardsConfigBody,
  webSearchConfigBody,
} from '@pilotmiles/core';
import { SURVEYS_SECRET, md5 } from '../surveys/support';
import type { RouteKey } from './routeTable';
import type { Watched } from './state';

/** Who calls: nobody signed in, a member, the same member naming another member's ids, staff. */
export const CALLERS = ['anonymous', 'member', 'other', 'staff'] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * The ids a call names, resolved for its caller: the member's own for 'member' (and for
 * 'anonymous', who has none), the other member's for 'other', and for 'staff' a member of their
 * own (`uid`) so that staff's actions never touch the members whose state the sweep watches.
 */
export interface Ids {
  uid: string;
  email: string;
  /** A start of the fixture offer by that member (staff's target: its install step is credited). */
  clickId: string;
  /** An activation of the fixture brand by that member. */
  subId: string;
  notificationId: string;
  /** An open sweepstake (staff get one of their own, which they may change or delete). */
  sweepstakeId: string;
  offerId: string;
  brandId: string;
  network: string;
  advertiserId: string;
  slug: string;
  rewardId: string;
  /** A KYC session id of that member (never a real one: the provider is not called). */
  sessionId: string;
  /** Unique per sweep, for what staff create (brand owners). */
  runId: string;
  /** Staff's target's failed payout that the provider delivered (others: an id nothing has). */
  payoutId: string;
}

export type Access = 'public' | 'member' | 'staff' | 'partner';

export interface RouteSpec {
  /**
   * public: anyone (a session may add to the answer); member: a session is required; staff: the
   * admin claim is required; partner: a network's server, trusted by its signature only.
   */
  access: Access;
  params?: Record<string, (ids: Ids) => string>;
  query?: (ids: Ids) => Record<string, string>;
  headers?: (ids: Ids) => Record<string, string>;
  /** A well-formed body (absent: the route takes none). */
  body?: (ids: Ids) => unknown;
  /**
   * The route writes what other test files read (configs, the catalogues, everyone's devices):
   * staff calls send only bodies this schema refuses, so a sweep running beside them never
   * changes their world.
   */
  staffRefusedBy?: z.ZodType;
  /**
   * The watched collections (state.ts) the route could write, read after each of its calls; the
   * members' records are read after every call, and everything after each route and caller.
   */
  writes?: readonly Watched[];
  /**
   * What a successful call may change of members it is not about, by design (the collections and
   * why): everything else of theirs must stay as it was.
   */
  movesAcross?: { collections: readonly Watched[]; why: string };
  /**
   * The geo check runs on it (GEO_GUARDED_ROUTES, which must list exactly these): a caller from a
   * blocked country is answered 403 geo/blocked before anything else of the route runs.
   */
  geo?: true;
  /**
   * Refusals that change, by design, what the call is about (the codes and why): for these the
   * caller's own (staff: their target) may change as on a success.
   */
  changesWhenRefused?: { codes: readonly string[]; why: string };
  /** Callers left out, with the reason. */
  skip?: { callers: readonly Caller[]; why: string };
}

const uid = { id: (i: Ids) => i.uid };
const sweepstake = { id: (i: Ids) => i.sweepstakeId };
const brand = { brand: (i: Ids) => i.brandId };
const paging = () => ({ limit: '5' });
const reason = 'checked by the fuzz sweep';
const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const offersQuery = () => ({
  limit: '10',
  offset: '0',
  search: 'game',
  sortBy: 'popular',
  tags: 'category:game',
  platform: 'all',
});
const shoppingQuery = () => ({ q: 'store', category: 'home', sort: 'popular', limit: '10', offset: '0' });
const dashboardQuery = () => ({ period: 'day', from: day(-7), to: day() });
const deviceHeader = () => ({ 'x-device-id': 'fuzz-device-0123456789' });

/** A rejection refused because the provider holds the order: the payout moves to what the provider said. */
const reconciled = {
  codes: ['rewards/payout-delivered', 'rewards/payout-in-progress'],
  why: 'the provider delivered or holds the order: the payout becomes fulfilled or processing (docs/rewards.md)',
};

/** A postback with the member's ids and a signature that is not ours. */
const badSignature = 'f'.repeat(64);

export const ROUTES: Record<RouteKey, RouteSpec> = {
  // ---- Public ----
  'GET /health': { access: 'public' },
  'POST /users/resend-email-verification': { access: 'public', body: (i) => ({ email: i.email }) },
  'POST /users/feature-waitlist': {
    access: 'public',
    writes: ['waitlist'],
    body: (i) => ({ email: i.email, feature: 'crew' }),
  },
  // A code of the right shape (whose, the sweep does not care: the answer names nobody's uid or email).
  'GET /users/referral-codes/:code': { access: 'public', params: { code: () => 'ABCD2345' } },
  'POST /events': {
    access: 'public',
    body: () => ({
      event_type: 'page_view',
      event_data: { path: '/earn', n: 1 },
      session_id: 'fuzz-session',
      page_url: '/earn',
    }),
  },
  'POST /service/ping-main-page': { access: 'public' },
  'GET /service/geo': { access: 'public' },
  'GET /articles/headers': { access: 'public', query: () => ({ searchQuery: 'miles' }) },
  'GET /articles/headers/dashboard': { access: 'public' },
  'GET /articles/headers/interested': { access: 'public' },
  'GET /articles/:slug': { access: 'public', params: { slug: (i) => i.slug } },
  'GET /earn/offers': { access: 'public', query: offersQuery },
  'GET /earn/articles': { access: 'public', query: () => ({ searchQuery: 'miles' }) },
  'GET /earn/shopping/v2': { access: 'public', query: shoppingQuery },
  'GET /earn/shopping/v2/:brand': { access: 'public', params: brand },
  'GET /swaarm/offers': { access: 'public', query: offersQuery },
  'GET /swaarm/offers/start-earning': { access: 'public' },
  'GET /swaarm/offers/:id': { access: 'public', params: { id: (i) => i.offerId } },
  'GET /shopping': { access: 'public', query: shoppingQuery },
  'GET /shopping/v2': { access: 'public', query: shoppingQuery },
  'GET /shopping/categories': { access: 'public' },
  'GET /shopping/interested': { access: 'public' },
  'GET /shopping/v2/:brand': { access: 'public', params: brand },
  'GET /shopping/:brand': { access: 'public', params: brand },
  'GET /brands/:network/:advertiserId': {
    access: 'public',
    params: { network: (i) => i.network, advertiserId: (i) => i.advertiserId },
  },
  'GET /rewards': {
    access: 'public',
    query: () => ({ category: 'gift-card', country: 'us', q: 'card', sort: 'featured' }),
  },
  'GET /sweepstakes': { access: 'public', query: () => ({ status: 'active', limit: '5' }) },
  'GET /sweepstakes/:id': { access: 'public', params: sweepstake },
  'GET /sweepstakes/:id/draw': { access: 'public', params: sweepstake },
  'GET /cp/brands/:id': { access: 'public', params: { id: () => 'skyway' } },

  // ---- The member's own ----
  'POST /users': {
    access: 'member',
    geo: true,
    body: () => ({
      location: { country: 'US', city: 'Austin', ip: '198.18.0.1' },
      additionalData: { displayName: 'Fuzz', fullName: 'Fuzz Member', enteredReferralCode: 'ABCDEFGH' },
      utm: { utm_source: 'fuzz' },
    }),
  },
  'GET /users': { access: 'member' },
  'PATCH /users': {
    access: 'member',
    body: () => ({ display_name: 'Fuzz Member', profile_image_url: 'https://example.com/a.png' }),
  },
  'PATCH /users/login': {
    access: 'member',
    body: () => ({ lastIpAddress: '198.18.0.2', locationCountry: 'US', locationCity: 'Austin' }),
  },
  'GET /users/transactions-history': { access: 'member', query: paging },
  'GET /users/dashboard/v2': { access: 'member' },
  'GET /users/referrals': { access: 'member' },
  'GET /users/daily-bonus/status': { access: 'member' },
  'GET /users/daily-bonus/config': { access: 'member' },
  'POST /users/daily-bonus': { access: 'member', geo: true, body: () => ({}) },
  'POST /users/daily-bonus/collect': { access: 'member', geo: true, body: () => ({}) },
  'GET /users/daily-challenge/config': { access: 'member' },
  'GET /users/daily-challenge/progress': { access: 'member' },
  'POST /users/daily-challenge': { access: 'member', body: () => ({}) },
  'POST /users/daily-challenge/claim': { access: 'member', geo: true, body: () => ({ tier: 0 }) },
  'GET /users/notifications': { access: 'member' },
  'POST /users/notifications/read-all': { access: 'member', writes: ['notifications'], body: () => ({}) },
  'POST /users/notifications/:id/read': {
    access: 'member',
    writes: ['notifications'],
    params: { id: (i) => i.notificationId },
    body: () => ({}),
  },
  'GET /users/redeemable-conversions': { access: 'member' },
  'PATCH /users/kyc': { access: 'member', geo: true, body: () => ({ return_path: '/auth/kyc' }) },
  'PATCH /users/kyc-json': { access: 'member', body: (i) => ({ session_id: i.sessionId }) },
  'GET /users/:id/payouts': { access: 'member', params: uid, query: paging },
  'GET /earn/v2': { access: 'member' },
  'GET /earn/search': { access: 'member' },
  'GET /swaarm/offers/interested': { access: 'member' },
  'POST /swaarm/offers/:id/click': { access: 'member', geo: true, writes: ['offerClicks'], params: { id: (i) => i.offerId } },
  'POST /swaarm/offers/missing-credit': {
    access: 'member',
    geo: true,
    writes: ['offerClaims'],
    body: (i) => ({ click_id: i.clickId, event_id: 'install', note: 'I installed it and nothing came.' }),
  },
  'GET /swaarm/offers_events': { access: 'member' },
  'POST /articles/claim': { access: 'member', geo: true, body: (i) => ({ slug: i.slug }) },
  'GET /shopping/dashboard': { access: 'member' },
  'POST /shopping/claims': {
    access: 'member',
    geo: true,
    writes: ['shopClaims'],
    body: (i) => ({ brand_id: i.brandId, order_id: 'FUZZ-1', order_date: day(), amount: 42.5 }),
  },
  'POST /shopping/v2/activate/:brand': { access: 'member', geo: true, writes: ['shopActivations'], params: brand },
  'POST /rewards/redeem': {
    access: 'member',
    geo: true,
    writes: ['payouts'],
    body: (i) => ({ reward_id: i.rewardId, value: 5, request_id: 'fuzz-request-1' }),
  },
  'GET /sweepstakes/dashboard': { access: 'member' },
  'GET /sweepstakes/interested': { access: 'member' },
  'GET /sweepstakes/user/:id': { access: 'member', params: uid },
  'POST /sweepstakes/:id/enter': {
    access: 'member',
    geo: true,
    writes: ['entries'],
    params: sweepstake,
    body: () => ({ entries: 1, request_id: 'fuzz-entry-1' }),
  },
  'POST /web-search': { access: 'member', geo: true, body: () => ({ q: 'cheap flights to lisbon', offset: 0 }) },
  'GET /surveys/wall': { access: 'member', geo: true, query: () => ({ url: 'http://127.0.0.1:9400/surveys/wall' }) },
  'GET /surveys/activity': { access: 'member' },
  'POST /service/fcm-token': {
    access: 'member',
    writes: ['pushTokens'],
    headers: deviceHeader,
    body: () => ({ token: 'fuzz-fcm-token' }),
    movesAcross: {
      collections: ['pushTokens'],
      why: 'a token lives under whoever saved it last: it leaves another member (docs/api.md)',
    },
  },
  'DELETE /service/fcm-token': { access: 'member', writes: ['pushTokens'], headers: deviceHeader },

  // ---- Staff ----
  'GET /users/admin': { access: 'staff', query: () => ({ q: 'fuzz', status: 'active', sort: 'newest', limit: '5' }) },
  'PATCH /users/:id/status': { access: 'staff', params: uid, body: () => ({ status: 'suspended', reason }) },
  'PATCH /users/:id/role': { access: 'staff', params: uid, body: () => ({ role: 'user', reason }) },
  'GET /users/:id/transactions': { access: 'staff', params: uid, query: paging },
  'GET /users/:id/sweepstakes': { access: 'staff', params: uid },
  'GET /users/:id/activities': { access: 'staff', params: uid, query: paging },
  'DELETE /users/:id/activities': { access: 'staff', params: uid },
  'GET /admin/dashboard': { access: 'staff' },
  'GET /admin/active-users-per-period': { access: 'staff', query: dashboardQuery },
  'GET /admin/new-users-per-period': { access: 'staff', query: dashboardQuery },
  'GET /admin/summary-activities': { access: 'staff', query: dashboardQuery },
  'GET /admin/user-conversion-types': { access: 'staff', query: dashboardQuery },
  'GET /admin/last-login-users': { access: 'staff', query: paging },
  'GET /admin/last-users-activities': { access: 'staff', query: paging },
  'GET /admin/logs': {
    access: 'staff',
    query: () => ({ action: 'config.update', target: 'users/', from: day(-7), to: day(), limit: '5' }),
  },
  'GET /admin/daily-bonus-config': { access: 'staff' },
  'POST /admin/daily-bonus-config': {
    access: 'staff',
    body: () => ({
      maxDay: 7,
      rewardsByDay: { '1': 10 },
      maxReward: 100,
      wheel: {
        segments: [
          { amount: 1, weight: 1 },
          { amount: 2, weight: 1 },
        ],
      },
    }),
    staffRefusedBy: dailyBonusConfigBody,
  },
  'GET /admin/daily-challenge-config': { access: 'staff' },
  'POST /admin/daily-challenge-config': {
    access: 'staff',
    body: () => ({
      tiers: [
        { target: 10, reward: 5 },
        { target: 20, reward: 10 },
      ],
    }),
    staffRefusedBy: dailyChallengeConfigBody,
  },
  'GET /admin/system-rewards-config': { access: 'staff' },
  'POST /admin/system-rewards-config': {
    access: 'staff',
    body: () => ({ articleReward: 5, articleDailyCap: 50, welcomeBonus: 500 }),
    staffRefusedBy: systemRewardsConfigBody,
  },
  'GET /admin/offers-config': { access: 'staff' },
  'POST /admin/offers-config': {
    access: 'staff',
    body: (i) => ({ member_share: 0.7, hold_rules: [{ above_pm: 1000, days: 7 }], featured_offer_ids: [i.offerId] }),
    staffRefusedBy: offersConfigBody,
  },
  'GET /admin/payouts-config': { access: 'staff' },
  'POST /admin/payouts-config': {
    access: 'staff',
    body: () => ({
      auto_approve_max_usd: 25,
      min_account_age_days: 7,
      reversal_lookback_days: 30,
      check_login_country: true,
      kyc_for_cash: true,
      kyc_lifetime_usd: 600,
      max_attempts: 3,
    }),
    staffRefusedBy: payoutsConfigBody,
  },
  'GET /admin/web-search-config': { access: 'staff' },
  'POST /admin/web-search-config': {
    access: 'staff',
    body: () => ({
      daily_cap_pm: 50,
      reward_pm_min: 1,
      reward_pm_max: 5,
      reward_every_min: 1,
      reward_every_max: 3,
      min_seconds_between: 5,
    }),
    staffRefusedBy: webSearchConfigBody,
  },
  'GET /admin/referrals-config': { access: 'staff' },
  'POST /admin/referrals-config': {
    access: 'staff',
    body: () => ({ bonus_pm: 500, threshold_pm: 1000 }),
    staffRefusedBy: referralsConfigBody,
  },
  'GET /admin/events-config': { access: 'staff' },
  'POST /admin/events-config': {
    access: 'staff',
    body: () => ({ retention_days: 90 }),
    staffRefusedBy: eventsConfigBody,
  },
  'GET /admin/geo-config': { access: 'staff' },
  'POST /admin/geo-config': {
    access: 'staff',
    body: () => ({ blocked: ['KP'], allowed: [] }),
    staffRefusedBy: geoConfigBody,
  },
  'GET /admin/swaarm-conversions': { access: 'staff', query: (i) => ({ status: 'pending', uid: i.uid, limit: '5' }) },
  'PATCH /admin/swaarm-conversions': {
    access: 'staff',
    // A reversal that leaves the member in debt sends their undelivered payouts back to review.
    writes: ['conversions', 'payouts'],
    body: (i) => ({ id: `swaarm:${i.clickId}:install`, action: 'reverse', reason }),
  },
  'POST /admin/swaarm-conversions': {
    access: 'staff',
    writes: ['offerClaims'],
    body: (i) => ({ claim_id: `${i.uid}:${i.offerId}:install`, action: 'dismiss', reason }),
  },
  'GET /admin/swaarm-conversions/claims': { access: 'staff', query: () => ({ status: 'open', limit: '5' }) },
  'POST /admin/offers/sync': {
    access: 'staff',
    skip: {
      callers: ['staff'],
      why: "it takes no input and replaces the offer catalogue that other test files' fixtures live in",
    },
  },
  'GET /admin/rewards/payouts': {
    access: 'staff',
    query: (i) => ({ status: 'review', uid: i.uid, from: day(-7), to: day(), limit: '5' }),
  },
  'PATCH /admin/rewards/payouts': {
    access: 'staff',
    writes: ['payouts'],
    body: (i) => ({ action: 'reject', reason, ids: [i.payoutId] }),
  },
  'PATCH /admin/rewards/payouts/:id': {
    access: 'staff',
    writes: ['payouts'],
    params: { id: (i) => i.payoutId },
    body: () => ({ action: 'reject', reason }),
    changesWhenRefused: reconciled,
  },
  'GET /admin/rewards/catalog': { access: 'staff' },
  'PUT /admin/rewards/catalog/:id': {
    access: 'staff',
    params: { id: (i) => i.rewardId },
    body: () => ({
      name: 'Fuzz Card',
      brand: 'Fuzz',
      category: 'gift-card',
      description: 'A card.',
      terms: 'None.',
      image_url: '/images/rewards/amazon-us.svg',
      countries: ['US'],
      denominations: { kind: 'fixed', values: [5, 10] },
      pm_per_dollar: 100,
      delivery: 'code',
      featured: false,
      active: true,
      sort_order: 1,
      provider_product_id: 'AMAZON-US',
    }),
    staffRefusedBy: adminRewardBody,
  },
  'GET /admin/shopping-claims': { access: 'staff', query: () => ({ status: 'open', limit: '5' }) },
  'POST /admin/shopping-claims': {
    access: 'staff',
    writes: ['shopClaims'],
    body: (i) => ({ claim_id: `${i.uid}:${i.brandId}:FUZZ-1`, action: 'dismiss', reason }),
  },
  'GET /admin/embedded-tools': { access: 'staff' },
  'PUT /admin/embedded-tools': {
    access: 'staff',
    body: () => ({
      grafana_embedded: { url: 'https://grafana.example.com/d/1', title: 'Grafana' },
      external_iframe: null,
      allowed_hosts: ['grafana.example.com'],
    }),
    staffRefusedBy: embeddedToolsBody,
  },
  'GET /admin/cp-brands': { access: 'staff' },
  'GET /admin/cp-brand/:id': { access: 'staff', params: { id: () => 'skyway' } },
  'PUT /admin/cp-brand/:id': {
    access: 'staff',
    params: { id: () => 'skyway' },
    body: (i) => ({
      name: 'Skyway',
      logo_url: '/images/brands/skyway.svg',
      colors: { primary: '#112233', secondary: '#445566', background: '#ffffff', text: '#000000' },
      headline: 'Fly further',
      subheadline: '',
      offer_wall: { tags: ['game'], featured_offer_ids: [i.offerId], max_offers: 6 },
      reward_ids: [i.rewardId],
    }),
    staffRefusedBy: cpBrandBody,
  },
  'GET /admin/users/:id': { access: 'staff', params: uid },
  'PATCH /admin/users/:id/admin-bonus': {
    access: 'staff',
    params: uid,
    body: (i) => ({ amount: 100, reason, request_id: `fuzz-${i.runId}` }),
  },
  'PATCH /admin/users/:id/brand-owner': {
    access: 'staff',
    params: uid,
    body: (i) => ({ brand_owner: `fuzz-${i.runId}`, reason }),
  },
  'GET /admin/brand-owners': { access: 'staff' },
  'POST /admin/push/broadcasts': {
    access: 'staff',
    writes: ['notifications'],
    body: (i) => ({
      message: { title: 'Hello', body: 'A message.', url: '/earn', icon: null, actions: [] },
      audience: { kind: 'member', uid: i.uid },
      test: true,
      request_id: `fuzz-${i.runId}`,
    }),
    staffRefusedBy: pushBroadcastBody,
  },
  'GET /admin/push/broadcasts': { access: 'staff' },
  'GET /events': {
    access: 'staff',
    query: (i) => ({ event_type: 'page_view', uid: i.uid, from: day(-7), to: day(), limit: '5' }),
  },
  'GET /events/stats': { access: 'staff', query: () => ({ from: day(-7), to: day() }) },
  'GET /sweepstakes/admin': { access: 'staff' },
  'POST /sweepstakes': {
    access: 'staff',
    body: () => ({
      title: 'Fuzz prize',
      description: 'A prize.',
      rules: 'No purchase necessary.',
      value: 50,
      entryCost: 100,
      maxEntries: 5,
      startDate: inDays(1),
      endDate: inDays(8),
      imageUrl: '/images/sweepstakes/cash.svg',
      status: 'draft',
    }),
    staffRefusedBy: sweepstakeCreateBody,
  },
  'GET /sweepstakes/:id/entries': { access: 'staff', params: sweepstake, query: paging },
  'PATCH /sweepstakes/:id': {
    access: 'staff',
    writes: ['entries'],
    params: sweepstake,
    body: () => ({ title: 'Renamed prize', reason }),
  },
  'DELETE /sweepstakes/:id': { access: 'staff', writes: ['entries'], params: sweepstake },

  // ---- Partners (signatures, never sessions) ----
  'GET /postbacks/swaarm': {
    access: 'partner',
    writes: ['conversions'],
    query: (i) => ({ click_id: i.clickId, event_id: 'install', payout: '1.00', status: 'approved', key: badSignature }),
  },
  // A forged credit (docs/surveys.md "Trust"): the member's uid as the transaction, signed as the
  // wall signed their link before it carried a prefix. Its shape passes the schema and the hash is
  // right, so only the refusal of a member id as a transaction stands between it and $1,000.
  'GET /postbacks/cpx': {
    access: 'partner',
    writes: ['conversions'],
    query: (i) => ({
      status: '1',
      trans_id: i.uid,
      user_id: i.uid,
      amount_usd: '1000',
      type: 'complete',
      hash: md5(`${i.uid}-${SURVEYS_SECRET}`),
    }),
  },
  'GET /postbacks/rakuten': {
    access: 'partner',
    writes: ['conversions'],
    query: (i) => ({
      is_event: 'false',
      etransaction_id: 'FUZZ1',
      order_id: 'FUZZ-1',
      advertiser_id: i.advertiserId,
      u1: i.subId,
      sale_amount: '100.00',
      commissions: '5.00',
      currency: 'USD',
      token: badSignature,
    }),
  },
  'GET /postbacks/impact': {
    access: 'partner',
    writes: ['conversions'],
    query: () => ({ ActionId: '1.2.3', token: badSignature }),
  },
  'POST /webhooks/kyc': {
    access: 'partner',
    // Veriff's decision webhook (docs/kyc.md), signed with the wrong key.
    headers: () => ({ 'x-hmac-signature': badSignature }),
    body: (i) => ({
      status: 'success',
      verification: { id: i.sessionId, attemptId: `att_${i.runId}`, vendorData: i.uid, status: 'approved', code: 9001, decisionTime: new Date().toISOString() },
    }),
  },
};
