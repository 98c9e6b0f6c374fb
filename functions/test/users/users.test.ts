/**
 * The user record endpoints (POST/GET/PATCH /users, PATCH /users/login) and the x-timezone header,
 * with assertions on what is stored, not only on what is answered.
 */
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_ALPHABET, dayKey, generateReferralCode, type User } from '@pilotmiles/core';
import { auth, db } from '../../src/platform/firebase';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createAuthUser,
  createUser,
  ledger,
  storedState,
  userDoc,
} from '../support/helpers';

checkLedgersAfterEachTest();

const freshCode = () => generateReferralCode((n) => randomBytes(n));
const generatedCode = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`);
const referralOwner = async (code: string) => (await db.collection('referralCodes').doc(code).get()).get('uid');

/** Every field of core's User, so the API cannot drop or leak one unnoticed. */
const USER_KEYS: Array<keyof User> = [
  'uid', 'id', 'firebase_uid', 'email', 'email_verified', 'display_name', 'displayName', 'full_name', 'role',
  'total_coins', 'lifetime_earned',
  'has_earned', 'profile_image_url', 'referral_code', 'brand_owner',
  'timezone', 'login', 'created_at', 'challenge', 'coins_earned_today_challenge', 'COINS_PER_ARTICLE',
  'COINS_ARTICLE_DAILY_REWARD', 'CLAIMED_ARTICLE_COINS', 'day_key', 'kyc_status', 'country',
];

describe('POST /users', () => {
  it('creates the record from the sign-up payload, then answers 200 with the same record', async () => {
    const user = await createAuthUser();
    const code = freshCode();
    // brand_owner links only to a saved cp brand (cpPortal tests cover the refusals).
    await db.collection('cpBrands').doc('acme-air').set({ name: 'Acme Air' });
    const payload = {
      firebaseUser: { uid: 'ignored', email: 'ignored@example.com' },
      location: { country: 'US', city: 'Austin', ip: '203.0.113.9' },
      newReferralCode: code.toLowerCase(),
      additionalData: { fullName: '  Amelia Earhart ', displayName: 'Amelia', brand_owner: 'acme-air' },
      set: true,
      utm: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc123', not_a_campaign_param: 'dropped' },
    };
    const first = await api().post('/api/users').set(authHeader(user)).set('x-timezone', 'Europe/Paris').send(payload);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      uid: user.uid,
      email: user.email,
      display_name: 'Amelia',
      full_name: 'Amelia Earhart',
      referral_code: code,
      brand_owner: 'acme-air',
      timezone: 'Europe/Paris',
      role: 'user',
    });

    const stored = await userDoc(user.uid);
    expect(stored).toMatchObject({
      uid: user.uid,
      email: user.email,
      referral_code: code,
      brand_owner: 'acme-air',
      timezone: 'Europe/Paris',
      location: { country: 'US', city: 'Austin', ip: '203.0.113.9' },
      utm: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc123' },
      sign_in_provider: 'password',
    });
    expect(stored?.utm).not.toHaveProperty('not_a_campaign_param');
    expect(await referralOwner(code)).toBe(user.uid);

    const again = await api()
      .post('/api/users')
      .set(authHeader(user))
      .set('x-timezone', 'Europe/Paris')
      .send({ additionalData: { displayName: 'Someone else', brand_owner: 'Other' }, newReferralCode: freshCode() });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await userDoc(user.uid)).toEqual(stored);
  });

  it('generates an 8-character code and falls back to the e-mail local part for the name', async () => {
    const user = await createAuthUser();
    const res = await api().post('/api/users').set(authHeader(user)).send({});
    expect(res.status).toBe(201);
    expect(res.body.data.referral_code).toMatch(generatedCode);
    expect(res.body.data.display_name).toBe(user.email.split('@')[0]);
    expect(await referralOwner(res.body.data.referral_code)).toBe(user.uid);
    // No x-timezone header: the zone is UTC.
    expect((await userDoc(user.uid))?.timezone).toBe('UTC');
  });

  it("uses the Auth profile's display name when the payload has none", async () => {
    const user = await createAuthUser({ displayName: 'Bessie Coleman' });
    const res = await api().post('/api/users').set(authHeader(user)).send({ additionalData: {} });
    expect(res.body.data.display_name).toBe('Bessie Coleman');
  });

  it('replaces a proposed code that is taken with a fresh unique one', async () => {
    const owner = await createAuthUser();
    const code = freshCode();
    await api().post('/api/users').set(authHeader(owner)).send({ newReferralCode: code }).expect(201);

    const latecomer = await createAuthUser();
    const res = await api().post('/api/users').set(authHeader(latecomer)).send({ newReferralCode: code });
    expect(res.status).toBe(201);
    const given = res.body.data.referral_code;
    expect(given).not.toBe(code);
    expect(given).toMatch(generatedCode);
    expect(await referralOwner(code)).toBe(owner.uid);
    expect(await referralOwner(given)).toBe(latecomer.uid);
  });

  it("links the referrer whose code was entered (in any case), and ignores an unknown code", async () => {
    const referrer = await createUser();
    const referrerCode = (await userDoc(referrer.uid))?.referral_code as string;

    const referred = await createAuthUser();
    await api()
      .post('/api/users')
      .set(authHeader(referred))
      .send({ additionalData: { enteredReferralCode: ` ${referrerCode.toLowerCase()} ` } })
      .expect(201);
    expect(await userDoc(referred.uid)).toMatchObject({ referred_by: referrer.uid, entered_referral_code: referrerCode });

    const stray = await createAuthUser();
    let unknown = freshCode();
    while (await referralOwner(unknown)) unknown = freshCode();
    const res = await api().post('/api/users').set(authHeader(stray)).send({ additionalData: { enteredReferralCode: unknown } });
    expect(res.status).toBe(201);
    expect(res.body.data).not.toHaveProperty('referred_by');
    expect((await userDoc(stray.uid))?.referred_by).toBeNull();
  });

  it("a referred member's POST and GET /users carry no uid but their own (the referrer's stays on the server)", async () => {
    const referrer = await createUser();
    const referrerCode = (await userDoc(referrer.uid))?.referral_code as string;
    const referred = await createAuthUser();
    const created = await api().post('/api/users').set(authHeader(referred)).send({ additionalData: { enteredReferralCode: referrerCode } });
    expect(created.status).toBe(201);
    expect((await userDoc(referred.uid))?.referred_by).toBe(referrer.uid);
    const fetched = await api().get('/api/users').set(authHeader(referred));
    expect(fetched.status).toBe(200);
    for (const res of [created, fetched]) {
      expect(res.body.data.uid).toBe(referred.uid);
      expect(JSON.stringify(res.body)).not.toContain(referrer.uid);
    }
  });

  it('takes identity, role and money from the server, never from the body', async () => {
    const user = await createAuthUser();
    const res = await api()
      .post('/api/users')
      .set(authHeader(user))
      .send({ uid: 'someone-else', email: 'boss@pilotmiles.test', role: 'admin', total_coins: 1_000_000, welcome_bonus_credited: true });
    expect(res.status).toBe(201);
    const stored = await userDoc(user.uid);
    expect(stored).toMatchObject({ uid: user.uid, email: user.email, role: 'user', total_coins: 500 });
    expect(await userDoc('someone-else')).toBeUndefined();
  });

  it('credits the welcome bonus once for a verified e-mail, and not before verification', async () => {
    const verified = await createAuthUser();
    const a = await api().post('/api/users').set(authHeader(verified)).send({});
    expect(a.body.data).toMatchObject({ total_coins: 500, lifetime_earned: 500, has_earned: false, email_verified: true });
    expect(await ledger(verified.uid)).toEqual([expect.objectContaining({ id: 'welcome', type: 'welcome', amount: 500 })]);

    const unverified = await createAuthUser({ verified: false });
    const b = await api().post('/api/users').set(authHeader(unverified)).send({});
    expect(b.status).toBe(201);
    expect(b.body.data).toMatchObject({ total_coins: 0, email_verified: false });
    expect(await ledger(unverified.uid)).toEqual([]);
  });

  it('stores the admin role for an account with the admin claim', async () => {
    const admin = await createAuthUser({ admin: true });
    const res = await api().post('/api/users').set(authHeader(admin)).send({});
    expect(res.body.data.role).toBe('admin');
    expect((await userDoc(admin.uid))?.role).toBe('admin');
  });
});

describe('GET /users', () => {
  it('returns exactly the core User shape', async () => {
    const user = await createUser();
    const res = await api().get('/api/users').set(authHeader(user));
    expect(res.status).toBe(200);
    const data = res.body.data as User;
    expect(Object.keys(data).sort()).toEqual([...USER_KEYS].sort());
    expect(data).toMatchObject({ uid: user.uid, id: user.uid, firebase_uid: user.uid, email: user.email, login: null });
    expect(data.displayName).toBe(data.display_name);
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
    expect(Date.now() - Date.parse(data.created_at)).toBeLessThan(60_000);
    for (const key of ['total_coins', 'lifetime_earned'] as const) expect(typeof data[key]).toBe('number');
    // A new user's day: nothing earned or claimed, the first challenge tier ahead.
    expect(data).toMatchObject({ coins_earned_today_challenge: 0, CLAIMED_ARTICLE_COINS: 0 });
    expect(data.challenge).toEqual({ target: expect.any(Number), reward: expect.any(Number) });
    expect(data.COINS_ARTICLE_DAILY_REWARD).toBeGreaterThanOrEqual(data.COINS_PER_ARTICLE);
  });

  it('answers 404 users/not-found when sign-up never completed, and creates nothing', async () => {
    const user = await createAuthUser();
    const res = await api().get('/api/users').set(authHeader(user));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'User not found', code: 'users/not-found' });
    expect(await userDoc(user.uid)).toBeUndefined();
  });

  it('picks up a verification that happened after sign-up', async () => {
    const user = await createAuthUser({ verified: false });
    await api().post('/api/users').set(authHeader(user)).send({}).expect(201);
    await auth.updateUser(user.uid, { emailVerified: true });
    const res = await api().get('/api/users').set(authHeader(user));
    expect(res.body.data).toMatchObject({ email_verified: true, total_coins: 500 });
    expect(await userDoc(user.uid)).toMatchObject({ email_verified: true, welcome_bonus_credited: true });
  });
});

describe('PATCH /users', () => {
  it('changes the display name in the record and the Auth profile', async () => {
    const user = await createUser();
    const res = await api().patch('/api/users').set(authHeader(user)).send({ display_name: '  Wilbur  ' });
    expect(res.status).toBe(200);
    expect(res.body.data.display_name).toBe('Wilbur');
    expect(res.body.data.displayName).toBe('Wilbur');
    expect((await userDoc(user.uid))?.display_name).toBe('Wilbur');
    expect((await auth.getUser(user.uid)).displayName).toBe('Wilbur');
  });

  it('sets and clears the profile image in the record and the Auth profile', async () => {
    const user = await createUser();
    const url = 'https://images.example.com/avatar.png';
    const set = await api().patch('/api/users').set(authHeader(user)).send({ profile_image_url: url });
    expect(set.body.data.profile_image_url).toBe(url);
    expect((await userDoc(user.uid))?.profile_image_url).toBe(url);
    expect((await auth.getUser(user.uid)).photoURL).toBe(url);

    const cleared = await api().patch('/api/users').set(authHeader(user)).send({ profile_image_url: null });
    expect(cleared.body.data.profile_image_url).toBeNull();
    expect((await userDoc(user.uid))?.profile_image_url).toBeNull();
    expect((await auth.getUser(user.uid)).photoURL).toBeUndefined();
  });

  it('changes nothing else', async () => {
    const user = await createUser();
    const before = await storedState(user.uid);
    await api().patch('/api/users').set(authHeader(user)).send({ display_name: 'Orville' }).expect(200);
    const after = await storedState(user.uid);
    expect(after.doc?.display_name).toBe('Orville');
    expect(after.doc?.display_name_lower).toBe('orville'); // staff's search copy follows the name
    // Apart from the name, its search copy and its timestamp, the record and the ledger are as they were.
    const unchanged = { display_name: before.doc?.display_name, display_name_lower: before.doc?.display_name_lower, updated_at: before.doc?.updated_at };
    expect({ ...after.doc, ...unchanged }).toEqual(before.doc);
    expect(after.entries).toEqual(before.entries);
  });

  it('answers 404 users/not-found without a record', async () => {
    const user = await createAuthUser();
    const res = await api().patch('/api/users').set(authHeader(user)).send({ display_name: 'Ghost' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('users/not-found');
    expect(await userDoc(user.uid)).toBeUndefined();
    expect((await auth.getUser(user.uid)).displayName).toBeUndefined();
  });
});

describe('PATCH /users/login', () => {
  it('stores the login info with the time of the login', async () => {
    const user = await createUser();
    const started = Date.now();
    const body = { lastIpAddress: '198.51.100.4', locationCountry: 'FR', locationCity: 'Paris' };
    const res = await api().patch('/api/users/login').set(authHeader(user)).send(body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(body);

    const login = (await userDoc(user.uid))?.login;
    expect(login).toMatchObject(body);
    expect(login.last_login_at).toBeInstanceOf(Timestamp);
    expect(login.last_login_at.toMillis()).toBeGreaterThanOrEqual(started - 1000);
    expect(res.body.data.last_login_at).toBe(login.last_login_at.toDate().toISOString());

    const me = await api().get('/api/users').set(authHeader(user));
    expect(me.body.data.login).toEqual(res.body.data);
  });

  it("falls back to the request's address when the client sends none", async () => {
    const user = await createUser();
    const res = await api().patch('/api/users/login').set(authHeader(user)).set('x-forwarded-for', '192.0.2.77').send({});
    expect(res.status).toBe(200);
    expect((await userDoc(user.uid))?.login).toMatchObject({ lastIpAddress: '192.0.2.77', locationCountry: null, locationCity: null });
  });

  it('answers 404 users/not-found without a record', async () => {
    const user = await createAuthUser();
    const res = await api().patch('/api/users/login').set(authHeader(user)).send({});
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('users/not-found');
    expect(await userDoc(user.uid)).toBeUndefined();
  });
});

describe('x-timezone', () => {
  it('a different zone is recorded as a request and does not change today; the zone in force cancels it', async () => {
    const user = await createUser(); // signed up without a header: UTC
    const get = (zone?: string) => {
      const req = api().get('/api/users').set(authHeader(user));
      return zone === undefined ? req : req.set('x-timezone', zone);
    };

    const tokyo = await get('Asia/Tokyo');
    expect(tokyo.body.data.timezone).toBe('UTC');
    expect(tokyo.body.data.day_key).toBe(dayKey(new Date(), 'UTC'));
    const asked = await userDoc(user.uid);
    expect(asked?.timezone).toBe('UTC');
    expect(asked?.timezone_request.zone).toBe('Asia/Tokyo');
    const requestedAt = (asked?.timezone_request.requested_at as Timestamp).toMillis();

    // Repeating it keeps the request's clock; no header leaves it alone.
    await get('Asia/Tokyo');
    await get();
    expect(((await userDoc(user.uid))?.timezone_request.requested_at as Timestamp).toMillis()).toBe(requestedAt);

    // An unknown zone is a request for UTC, the zone in force: the request is cancelled.
    expect((await get('Mars/Olympus_Mons')).body.data.timezone).toBe('UTC');
    expect((await userDoc(user.uid))?.timezone_request).toBeNull();
    await get('x'.repeat(500));
    expect((await userDoc(user.uid))?.timezone).toBe('UTC');
  });

  it('a requested zone takes effect at the next midnight, and the day never goes back', async () => {
    const user = await createUser();
    const ref = db.collection('users').doc(user.uid);
    // Asked for Tokyo two days ago: the switch has happened by now.
    await ref.update({
      timezone: 'America/New_York',
      timezone_request: { zone: 'Asia/Tokyo', requested_at: Timestamp.fromMillis(Date.now() - 48 * 3600_000) },
    });
    const res = await api().get('/api/users').set(authHeader(user)).set('x-timezone', 'Asia/Tokyo');
    expect(res.body.data.timezone).toBe('Asia/Tokyo');
    expect(res.body.data.day_key).toBe(dayKey(new Date(), 'Asia/Tokyo'));
    const doc = await userDoc(user.uid);
    expect(doc).toMatchObject({ timezone: 'Asia/Tokyo', timezone_request: null });
    expect((doc?.timezone_switched_at as Timestamp).toMillis()).toBeLessThan(Date.now());
  });

  it('is stored at sign-up, and an unknown zone there is UTC', async () => {
    const tokyo = await createAuthUser();
    await api().post('/api/users').set(authHeader(tokyo)).set('x-timezone', 'Asia/Tokyo').send({}).expect(201);
    expect((await userDoc(tokyo.uid))?.timezone).toBe('Asia/Tokyo');

    const nowhere = await createAuthUser();
    await api().post('/api/users').set(authHeader(nowhere)).set('x-timezone', 'Nowhere/Land').send({}).expect(201);
    expect((await userDoc(nowhere.uid))?.timezone).toBe('UTC');
  });
});
