/** User records: creation from the sign-up payload, the API view, profile and login updates. */
import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  CP_BRAND_ID,
  hasEarned,
  DASHBOARD_RECENT_TRANSACTIONS,
  asCountryCode,
  challengeCollected,
  currentTier,
  firstSeenCountry,
  fallbackDisplayName,
  generateReferralCode,
  zoneOnly,
  txId,
  type CreateUserBody,
  type DashboardV2,
  type LoginInfoBody,
  type UpdateUserBody,
  type User,
} from '@pilotmiles/core';
import { auth, db } from '../platform/firebase';
import { notFound } from '../platform/errors';
import { ensureFresh } from '../platform/auth';
import type { AuthContext } from '../platform/authContext';
import { getConfig, getConfigs, type Configs } from '../platform/configCache';
import { LEDGER_TRANSACTION, counterToday, postInTransaction } from '../platform/ledger';
import { memberToday, zoneFields, zoneReportUpdates } from '../platform/memberDay';
import { cpBrandsCol, referralCodeRef, userRef } from '../platform/paths';
import { recordActivity } from '../platform/activities';
import { countBrandOwner } from '../platform/brandOwners';
import { recentTransactions } from './transactions.service';

const iso = (t: unknown): string | null =>
  t instanceof Timestamp ? t.toDate().toISOString() : typeof t === 'string' ? t : null;

/**
 * The API's User (core user.ts) from a stored document and the caller's Auth context. Day figures
 * are for the member's day at `now` (docs/member-day.md); counters stored for another day read as
 * zero.
 */
export function toUserView(
  snap: DocumentSnapshot,
  ctx: AuthContext,
  configs: Pick<Configs, 'dailyChallenge' | 'systemRewards'>,
  now = new Date(),
): User {
  const d = snap.data() ?? {};
  const { day: today, zone } = memberToday(d, now);
  const tier = currentTier(configs.dailyChallenge, challengeCollected(d.challenge_state, today));
  const login = d.login ? { ...d.login, last_login_at: iso(d.login.last_login_at) } : null;
  return {
    uid: snap.id,
    id: snap.id,
    firebase_uid: snap.id,
    email: d.email ?? ctx.email ?? '',
    email_verified: ctx.emailVerified,
    display_name: d.display_name ?? '',
    displayName: d.display_name ?? '',
    full_name: d.full_name ?? '',
    role: ctx.admin ? 'admin' : 'user',
    total_coins: d.total_coins ?? 0,
    lifetime_earned: d.lifetime_earned ?? 0,
    has_earned: hasEarned(d),
    profile_image_url: d.profile_image_url ?? null,
    referral_code: d.referral_code ?? '',
    brand_owner: d.brand_owner ?? null,
    timezone: zone,
    login,
    created_at: iso(d.created_at) ?? new Date(0).toISOString(),
    ...(tier ? { challenge: tier } : {}),
    coins_earned_today_challenge: counterToday(d.activity_today, today),
    COINS_PER_ARTICLE: configs.systemRewards.articleReward,
    COINS_ARTICLE_DAILY_REWARD: configs.systemRewards.articleDailyCap,
    CLAIMED_ARTICLE_COINS: counterToday(d.article_coins_today, today),
    day_key: today,
    kyc_status: d.kyc?.status ?? 'none',
    country: asCountryCode(d.country),
  };
}

/** Reads users/{uid}; 404 'users/not-found' when the person never completed sign-up. */
export async function getUserSnapshot(uid: string): Promise<DocumentSnapshot> {
  const snap = await userRef(uid).get();
  if (!snap.exists) throw notFound('User not found', 'users/not-found');
  return snap;
}

const randomCode = () => generateReferralCode((n) => randomBytes(n));

/** Where a request came from, as the server saw it: the referral rule (docs/referrals.md) and the member's country. */
export interface RequestOrigin {
  /** The request's address (req.ip behind the trusted proxy), not the client's own report. */
  ip?: string | null;
  /** The client's x-device-id when well-formed (core isDeviceId). */
  deviceId?: string | null;
  /** The address's country (platform/geo.ts countryOf), never the client's report. */
  country?: string | null;
}

/**
 * POST /users. Idempotent: a second call returns the existing record unchanged. The referral code
 * is the client's proposal when free, else a fresh one; uniqueness is enforced by the
 * referralCodes/{code} documents created in the same transaction.
 */
export async function createUser(
  ctx: AuthContext,
  body: CreateUserBody,
  timezone: string,
  origin: RequestOrigin = {},
): Promise<{ created: boolean }> {
  const ref = userRef(ctx.uid);
  const candidates = [body.newReferralCode, randomCode(), randomCode(), randomCode()].filter((c): c is string => !!c);
  const entered = body.additionalData?.enteredReferralCode || null;

  return db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) return { created: false };
    const codeSnaps = await Promise.all(candidates.map((c) => tx.get(referralCodeRef(c))));
    const freeIndex = codeSnaps.findIndex((s) => !s.exists);
    if (freeIndex < 0) throw new Error('users: could not allocate a referral code');
    const code = candidates[freeIndex]!;
    const referrer = entered ? await tx.get(referralCodeRef(entered)) : null;
    const referrerUid: string | null = referrer?.exists ? referrer.get('uid') : null;
    // A partner brand links only when additionalData.brand_owner names an existing cp brand: any other
    // text a client sends is ignored, so the brandOwners counters only ever count real brands.
    const brandOwner = await cpBrandOwner(tx, body.additionalData?.brand_owner);

    const now = Timestamp.now();
    const displayName = body.additionalData?.displayName || ctx.displayName || fallbackDisplayName(ctx.email);
    const doc: DocumentData = {
      uid: ctx.uid,
      email: ctx.email,
      email_verified: ctx.emailVerified,
      display_name: displayName,
      ...searchFields(ctx.email, displayName),
      status: 'active',
      last_sign_in_at: signedInAt(ctx),
      full_name: body.additionalData?.fullName || ctx.displayName || '',
      profile_image_url: ctx.photoURL,
      role: ctx.admin ? 'admin' : 'user',
      total_coins: 0,
      lifetime_earned: 0,
      referral_code: code,
      referred_by: referrerUid && referrerUid !== ctx.uid ? referrerUid : null,
      entered_referral_code: entered,
      ...(referrerUid && referrerUid !== ctx.uid ? { referral_status: 'pending' } : {}),
      signup_ip: origin.ip ?? null,
      device_id: origin.deviceId ?? null,
      brand_owner: brandOwner,
      utm: body.utm ?? {},
      // The client's claim, kept for staff; the rules use `country`, the server's (docs/rewards.md "Country").
      location: body.location ?? null,
      country: asCountryCode(origin.country),
      country_source: asCountryCode(origin.country) ? 'sign-up' : null,
      sign_in_provider: ctx.signInProvider,
      ...zoneFields(zoneOnly(timezone)),
      welcome_bonus_credited: false,
      created_at: now,
      updated_at: now,
    };
    tx.create(ref, doc);
    tx.create(referralCodeRef(code), { uid: ctx.uid, created_at: now });
    countBrandOwner(tx, doc.brand_owner, 1);
    return { created: true };
  }).then(async (result) => {
    if (result.created) await recordActivity(ctx.uid, 'sign-up', 'Signed up');
    return result;
  });
}

/** The sign-up's brand_owner when it is the id of a saved cp brand (read in the transaction), else null. */
async function cpBrandOwner(tx: FirebaseFirestore.Transaction, value: string | null | undefined): Promise<string | null> {
  if (!value || !CP_BRAND_ID.test(value)) return null;
  const brand = await tx.get(cpBrandsCol().doc(value));
  return brand.exists && brand.get('active') !== false ? value : null;
}

/**
 * The lowercase copies staff's search reads by prefix (docs/admin.md): set at sign-up and on every
 * fetch that finds them missing or stale, so older records join the search as members come back.
 */
function searchFields(email: string | null | undefined, displayName: string | null | undefined): DocumentData {
  return {
    email_lower: email ? email.toLowerCase() : null,
    display_name_lower: (displayName ?? '').toLowerCase(),
  };
}

/**
 * Server-mirrored facts kept in step on each user fetch: the zone the client reports (recorded
 * under the member's-day rule, which never changes today at once), the verification state and the
 * admin role mirror (the custom claim stays the source of truth).
 */
function factUpdates(snap: DocumentSnapshot, ctx: AuthContext, timezone: string | null, now: Date): DocumentData {
  const updates: DocumentData = { ...zoneReportUpdates(snap.data(), timezone, now) };
  if (snap.get('email_verified') !== ctx.emailVerified) updates.email_verified = ctx.emailVerified;
  const role = ctx.admin ? 'admin' : 'user';
  if (snap.get('role') !== role) updates.role = role;
  for (const [field, value] of Object.entries(searchFields(snap.get('email') ?? ctx.email, snap.get('display_name'))))
    if (snap.get(field) !== value) updates[field] = value;
  if (snap.get('status') === undefined) updates.status = 'active';
  const signedIn = signedInAt(ctx);
  const known = snap.get('last_sign_in_at');
  if (!(known instanceof Timestamp) || known.toMillis() < signedIn.toMillis()) updates.last_sign_in_at = signedIn;
  return updates;
}

/**
 * When the caller last signed in: the token's auth_time, which a sign-in renews and a token refresh
 * keeps. The server sees every sign-in this way, whether or not the client's login info (which
 * needs a location lookup, which may fail) arrives; staff's dashboards and the activity log use it.
 */
const signedInAt = (ctx: AuthContext) => Timestamp.fromMillis(ctx.authTime * 1000);

const welcomeDue = (snap: DocumentSnapshot, ctx: AuthContext) =>
  ctx.emailVerified && snap.get('welcome_bonus_credited') !== true;

/**
 * Brings a user record up to date and returns the fresh snapshot. This is where the $5 welcome
 * bonus happens: once per user, as soon as the server sees a verified email. The deterministic
 * entry id makes concurrent first calls credit exactly once; the flag on the user spares later
 * calls a transaction.
 */
export async function refreshUser(
  snap: DocumentSnapshot,
  ctx: AuthContext,
  timezone: string | null,
  /** When the bonus counts as credited: now, except for seeded demo history. */
  now = new Date(),
): Promise<DocumentSnapshot> {
  const facts = factUpdates(snap, ctx, timezone, new Date());
  if (facts.last_sign_in_at) await recordActivity(ctx.uid, 'sign-in', 'Signed in', `sign-in-${ctx.authTime}`);
  // A credit: check the session against the Auth record now, not a cached read of it.
  if (welcomeDue(snap, ctx) && welcomeDue(snap, (ctx = await ensureFresh(ctx)))) {
    const { welcomeBonus } = await getConfig('systemRewards');
    await db.runTransaction(async (tx) => {
      const fresh = await tx.get(snap.ref);
      if (!welcomeDue(fresh, ctx)) return;
      // verified_at: when the server first saw the verified e-mail (the analytics funnel).
      const userUpdates = { ...facts, welcome_bonus_credited: true, verified_at: Timestamp.fromDate(now) };
      // A welcome bonus configured to 0 gives nothing (the ledger refuses zero entries).
      if (welcomeBonus <= 0) return void tx.update(snap.ref, userUpdates);
      await postInTransaction(
        tx,
        ctx.uid,
        { id: txId.welcome(), type: 'welcome', amount: welcomeBonus, description: 'Welcome bonus' },
        { day: memberToday(fresh.data(), now).day, now, userSnapshot: fresh, userUpdates },
      );
    }, LEDGER_TRANSACTION);
  } else if (Object.keys(facts).length > 0) {
    await snap.ref.update({ ...facts, updated_at: Timestamp.now() });
  } else {
    return snap;
  }
  return snap.ref.get();
}

/** The user as the API returns it, after refreshUser. */
export async function loadUserView(ctx: AuthContext, timezone: string | null): Promise<User> {
  const [stored, configs] = await Promise.all([getUserSnapshot(ctx.uid), getConfigs('dailyChallenge', 'systemRewards')]);
  const snap = await refreshUser(stored, ctx, timezone);
  return toUserView(snap, ctx, configs);
}

/** GET /users/dashboard/v2: the balance, today's earnings on the member's day, recent entries. */
export async function loadDashboard(ctx: AuthContext, timezone: string | null, now = new Date()): Promise<DashboardV2> {
  const snap = await refreshUser(await getUserSnapshot(ctx.uid), ctx, timezone);
  const { day } = memberToday(snap.data(), now);
  return {
    balance: snap.get('total_coins') ?? 0,
    earned_today: counterToday(snap.get('earned_today'), day),
    lifetime_earned: snap.get('lifetime_earned') ?? 0,
    day_key: day,
    recent_transactions: await recentTransactions(ctx.uid, DASHBOARD_RECENT_TRANSACTIONS),
  };
}

export async function updateProfile(ctx: AuthContext, body: UpdateUserBody): Promise<void> {
  await getUserSnapshot(ctx.uid);
  const updates: DocumentData = { updated_at: Timestamp.now() };
  if (body.display_name !== undefined) {
    updates.display_name = body.display_name;
    updates.display_name_lower = body.display_name.toLowerCase();
  }
  if (body.profile_image_url !== undefined) updates.profile_image_url = body.profile_image_url;
  await userRef(ctx.uid).update(updates);
  // Keep the identity profile in step so other Firebase surfaces show the same name and picture.
  await auth.updateUser(ctx.uid, {
    ...(body.display_name !== undefined ? { displayName: body.display_name } : {}),
    ...(body.profile_image_url !== undefined ? { photoURL: body.profile_image_url } : {}),
  });
}

/**
 * PATCH /users/login: the client's login info as it reports it (the server's country of
 * the address when the client found none), and what the server itself saw: the address and device
 * (the referral rule's "last known") and the address's country (`login_country`, the review flag's),
 * which also becomes the member's country when none is stored yet (core firstSeenCountry).
 */
export async function recordLogin(ctx: AuthContext, body: LoginInfoBody, origin: RequestOrigin = {}) {
  const snap = await getUserSnapshot(ctx.uid);
  const seenCountry = asCountryCode(origin.country);
  const login = {
    lastIpAddress: body.lastIpAddress ?? origin.ip ?? null,
    locationCountry: body.locationCountry ?? seenCountry,
    locationCity: body.locationCity ?? null,
    last_login_at: Timestamp.now(),
  };
  const first = firstSeenCountry(snap.get('country'), seenCountry);
  const seen = {
    ...(origin.ip ? { last_ip: origin.ip } : {}),
    ...(origin.deviceId ? { last_device_id: origin.deviceId } : {}),
    // The last country a login came from; one from an address with no country leaves it as it was.
    ...(seenCountry ? { login_country: seenCountry } : {}),
    ...(first ? { country: first, country_source: 'login' } : {}),
  };
  await userRef(ctx.uid).update({ login, ...seen, updated_at: login.last_login_at });
  return { ...login, last_login_at: login.last_login_at.toDate().toISOString() };
}
