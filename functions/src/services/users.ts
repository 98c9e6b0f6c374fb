/** User records: creation from the sign-up payload, the API view, profile and login updates. */
import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  WELCOME_BONUS_PM,
  fallbackDisplayName,
  generateReferralCode,
  txId,
  type CreateUserBody,
  type LoginInfoBody,
  type UpdateUserBody,
  type User,
} from '@pilotmiles/core';
import { auth, db } from '../firebase';
import { notFound } from '../api/errors';
import type { AuthContext } from '../api/middleware/auth';
import { LEDGER_TRANSACTION, postInTransaction } from './ledger';
import { referralCodeRef, userRef } from './paths';

const iso = (t: unknown): string | null =>
  t instanceof Timestamp ? t.toDate().toISOString() : typeof t === 'string' ? t : null;

/** The SPEC §3 User from a stored document and the caller's Auth context. */
export function toUserView(snap: DocumentSnapshot, ctx: AuthContext): User {
  const d = snap.data() ?? {};
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
    profile_image_url: d.profile_image_url ?? null,
    referral_code: d.referral_code ?? '',
    referred_by: d.referred_by ?? null,
    brand_owner: d.brand_owner ?? null,
    timezone: d.timezone ?? 'UTC',
    login,
    created_at: iso(d.created_at) ?? new Date(0).toISOString(),
  };
}

/** Reads users/{uid}; 404 'users/not-found' when the person never completed sign-up. */
export async function getUserSnapshot(uid: string): Promise<DocumentSnapshot> {
  const snap = await userRef(uid).get();
  if (!snap.exists) throw notFound('User not found', 'users/not-found');
  return snap;
}

const randomCode = () => generateReferralCode((n) => randomBytes(n));

/**
 * POST /users. Idempotent: a second call returns the existing record unchanged. The referral code
 * is the client's proposal when free, else a fresh one; uniqueness is enforced by the
 * referralCodes/{code} documents created in the same transaction.
 */
export async function createUser(
  ctx: AuthContext,
  body: CreateUserBody,
  timezone: string,
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

    const now = Timestamp.now();
    const displayName = body.additionalData?.displayName || ctx.displayName || fallbackDisplayName(ctx.email);
    const doc: DocumentData = {
      uid: ctx.uid,
      email: ctx.email,
      email_verified: ctx.emailVerified,
      display_name: displayName,
      full_name: body.additionalData?.fullName || ctx.displayName || '',
      profile_image_url: ctx.photoURL,
      role: ctx.admin ? 'admin' : 'user',
      total_coins: 0,
      lifetime_earned: 0,
      referral_code: code,
      referred_by: referrerUid && referrerUid !== ctx.uid ? referrerUid : null,
      entered_referral_code: entered,
      brand_owner: body.additionalData?.brand_owner ?? null,
      utm: body.utm ?? {},
      location: body.location ?? null,
      sign_in_provider: ctx.signInProvider,
      timezone,
      welcome_bonus_credited: false,
      created_at: now,
      updated_at: now,
    };
    tx.create(ref, doc);
    tx.create(referralCodeRef(code), { uid: ctx.uid, created_at: now });
    return { created: true };
  });
}

/**
 * Server-mirrored facts kept in step on each user fetch: the zone the client sent, the
 * verification state and the admin role mirror (the custom claim stays the source of truth).
 */
function factUpdates(snap: DocumentSnapshot, ctx: AuthContext, timezone: string | null): DocumentData {
  const updates: DocumentData = {};
  if (timezone && snap.get('timezone') !== timezone) updates.timezone = timezone;
  if (snap.get('email_verified') !== ctx.emailVerified) updates.email_verified = ctx.emailVerified;
  const role = ctx.admin ? 'admin' : 'user';
  if (snap.get('role') !== role) updates.role = role;
  return updates;
}

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
  const facts = factUpdates(snap, ctx, timezone);
  const zone = timezone ?? snap.get('timezone') ?? 'UTC';
  if (welcomeDue(snap, ctx)) {
    await db.runTransaction(async (tx) => {
      const fresh = await tx.get(snap.ref);
      if (!welcomeDue(fresh, ctx)) return;
      await postInTransaction(
        tx,
        ctx.uid,
        { id: txId.welcome(), type: 'welcome', amount: WELCOME_BONUS_PM, description: 'Welcome bonus' },
        { timezone: zone, now, userSnapshot: fresh, userUpdates: { ...facts, welcome_bonus_credited: true } },
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
  const snap = await refreshUser(await getUserSnapshot(ctx.uid), ctx, timezone);
  return toUserView(snap, ctx);
}

export async function updateProfile(ctx: AuthContext, body: UpdateUserBody): Promise<void> {
  await getUserSnapshot(ctx.uid);
  const updates: DocumentData = { updated_at: Timestamp.now() };
  if (body.display_name !== undefined) updates.display_name = body.display_name;
  if (body.profile_image_url !== undefined) updates.profile_image_url = body.profile_image_url;
  await userRef(ctx.uid).update(updates);
  // Keep the identity profile in step so other Firebase surfaces show the same name and picture.
  await auth.updateUser(ctx.uid, {
    ...(body.display_name !== undefined ? { displayName: body.display_name } : {}),
    ...(body.profile_image_url !== undefined ? { photoURL: body.profile_image_url } : {}),
  });
}

export async function recordLogin(ctx: AuthContext, body: LoginInfoBody, requestIp: string | null) {
  await getUserSnapshot(ctx.uid);
  const login = {
    lastIpAddress: body.lastIpAddress ?? requestIp,
    locationCountry: body.locationCountry ?? null,
    locationCity: body.locationCity ?? null,
    last_login_at: Timestamp.now(),
  };
  await userRef(ctx.uid).update({ login, updated_at: login.last_login_at });
  return { ...login, last_login_at: login.last_login_at.toDate().toISOString() };
}
