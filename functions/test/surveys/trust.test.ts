/**
 * Who may move survey money (docs/surveys.md "Trust"): nothing we hand a member (the wall's member
 * reference and its hash) verifies a postback, so a member cannot credit themselves or anyone
 * else; the postback address allow-list is required outside the emulator; a report paying more
 * than the survey ceiling waits for staff; and a large approved report waits like a pending one.
 * The tests that change config/offers restore it and live in this file only (others read it).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runHoldJob } from '../conversions/support';
import { getConfig, saveConfig } from '../../src/platform/configCache';
import { geoRuntime } from '../../src/platform/geo';
import { api, authHeader, checkLedgersAfterEachTest, createUser, ledger, storedState, type TestUser } from '../support/helpers';
import { SURVEYS_SECRET, conversion, md5, postback, storedPostbacks, transId } from './support';

checkLedgersAfterEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const FORGED = 'surveys/forged-transaction';

const surveyEntries = async (uid: string) => (await ledger(uid)).filter((e) => e.type.startsWith('survey'));

/** What GET /surveys/wall hands the member: the wall's member reference and its hash. */
async function wallParams(member: TestUser) {
  const res = await api().get('/api/surveys/wall').set(authHeader(member));
  expect(res.status).toBe(200);
  const url = new URL(res.body.data.url);
  return { ref: url.searchParams.get('ext_user_id')!, hash: url.searchParams.get('secure_hash')! };
}

/** The refusals staff find in the audit trail (GET /admin/logs?action=postback.refused&target=users/{uid}). */
async function refusalsOf(admin: TestUser, uid: string) {
  const res = await api().get('/api/admin/logs').query({ action: 'postback.refused', target: `users/${uid}` }).set(authHeader(admin));
  expect(res.status).toBe(200);
  return res.body.data.items as Array<{ actor: string; after: Record<string, unknown> }>;
}

async function expectRefusedAndRecorded(res: { status: number; body: { code?: string } }, trans: string) {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe(FORGED);
  const stored = await storedPostbacks(trans);
  expect(stored.at(-1)).toMatchObject({ network: 'cpx', http_status: 403, outcome: FORGED });
}

describe('GET /postbacks/cpx: nothing handed to a member verifies a postback', () => {
  it("refuses the wall's own member id and hash as a transaction (the 70,000 PM repro), and records it for staff", async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser();
    const { ref, hash } = await wallParams(member);
    const before = await storedState(member.uid);

    // Exactly as reported: the member's id from the wall as both the transaction and the member.
    const repro = await api()
      .get(`/api/postbacks/cpx?status=1&trans_id=${ref}&user_id=${ref}&amount_usd=1000&type=complete&hash=${hash}`);
    await expectRefusedAndRecorded(repro, ref);
    // The same with the bare uid (the wall's member id before it carried a prefix) and its hash.
    const legacy = await postback({ trans_id: member.uid, user_id: member.uid, amount_usd: '1000', hash: md5(`${member.uid}-${SURVEYS_SECRET}`) });
    await expectRefusedAndRecorded(legacy, member.uid);

    expect(await storedState(member.uid)).toEqual(before);
    expect(await conversion(ref)).toBeUndefined();
    expect(await conversion(member.uid)).toBeUndefined();
    const logged = await refusalsOf(admin, member.uid);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ actor: 'partner:cpx', after: expect.objectContaining({ code: FORGED }) });
  });

  it("refuses a member's wall hash used to credit another member", async () => {
    const admin = await createUser({ admin: true });
    const farmer = await createUser();
    const target = await createUser();
    const { ref, hash } = await wallParams(farmer);
    const before = await storedState(target.uid);
    for (const userId of [target.uid, `pm.${target.uid}`]) {
      const res = await postback({ trans_id: ref, user_id: userId, amount_usd: '19.99', hash });
      await expectRefusedAndRecorded(res, ref);
    }
    // The bare uid form too: the hash of one member's id names no transaction, whoever is credited.
    const res = await postback({ trans_id: farmer.uid, user_id: target.uid, amount_usd: '19.99' });
    await expectRefusedAndRecorded(res, farmer.uid);
    expect(await storedState(target.uid)).toEqual(before);
    expect(await surveyEntries(farmer.uid)).toEqual([]);
    expect(await refusalsOf(admin, farmer.uid)).toHaveLength(3);
  });

  it("refuses any existing member's uid as a transaction id, even correctly signed", async () => {
    const someone = await createUser();
    const member = await createUser();
    const res = await postback({ trans_id: someone.uid, user_id: member.uid, amount_usd: '1.00' });
    await expectRefusedAndRecorded(res, someone.uid);
    expect(await surveyEntries(member.uid)).toEqual([]);
  });

  it('refuses a correctly signed transaction id of a shape the network never sends', async () => {
    const member = await createUser();
    const before = await storedState(member.uid);
    for (const trans of ['a/b', 'has space', 'x'.repeat(65), 'pm.abc', 'caf\u00e9', `${transId()}.1`]) {
      const res = await postback({ trans_id: trans, user_id: member.uid });
      await expectRefusedAndRecorded(res, trans);
    }
    expect(await storedState(member.uid)).toEqual(before);
  });

  it('still credits a real transaction for the member the wall named (prefixed or bare)', async () => {
    const member = await createUser();
    const { ref } = await wallParams(member);
    expect(ref).toBe(`pm.${member.uid}`);
    const first = transId();
    expect((await postback({ trans_id: first, user_id: ref, amount_usd: '1.00' })).body.data).toEqual({ outcome: 'credited', status: 'confirmed' });
    const second = transId();
    expect((await postback({ trans_id: second, user_id: member.uid, amount_usd: '1.00' })).body.data.outcome).toBe('credited');
    expect((await conversion(first))!.uid).toBe(member.uid);
    expect((await surveyEntries(member.uid)).map((e) => e.amount)).toEqual([70, 70]);
    // A replay of the first for the bare id is the same member: a duplicate, not a mismatch.
    expect((await postback({ trans_id: first, user_id: member.uid, amount_usd: '1.00' })).body.data.outcome).toBe('duplicate');
  });
});

describe('GET /postbacks/cpx: the address allow-list outside the emulator', () => {
  it('refuses to serve with an empty SURVEYS_POSTBACK_IPS, naming the setting, and serves the listed addresses', async () => {
    const member = await createUser();
    vi.spyOn(geoRuntime, 'emulator').mockReturnValue(false);
    const trans = transId();
    const refused = await postback({ trans_id: trans, user_id: member.uid }, '188.40.3.73');
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('postbacks/unconfigured');
    expect(refused.body.message).toContain('SURVEYS_POSTBACK_IPS');
    expect(await surveyEntries(member.uid)).toEqual([]);
    expect((await storedPostbacks(trans)).map((p) => p.outcome)).toEqual(['postbacks/unconfigured']);

    process.env.SURVEYS_POSTBACK_IPS = '188.40.3.73, 157.90.97.92';
    try {
      expect((await postback({ trans_id: trans, user_id: member.uid }, '203.0.113.9')).status).toBe(403);
      expect((await postback({ trans_id: trans, user_id: member.uid }, '157.90.97.92')).body.data.outcome).toBe('credited');
    } finally {
      delete process.env.SURVEYS_POSTBACK_IPS;
    }
    expect((await surveyEntries(member.uid)).map((e) => e.amount)).toEqual([70]);
  });
});

describe('GET /postbacks/cpx: the survey ceiling and large credits', () => {
  const patchConversion = (admin: TestUser, body: object) =>
    api().patch('/api/admin/swaarm-conversions').set(authHeader(admin)).send(body);

  async function withOffersConfig<T>(admin: TestUser, change: Record<string, unknown>, run: () => Promise<T>): Promise<T> {
    const before = await getConfig('offers');
    const res = await api().post('/api/admin/offers-config').set(authHeader(admin)).send({ ...before, ...change });
    expect(res.status).toBe(200);
    try {
      return await run();
    } finally {
      await saveConfig('offers', before, admin.uid);
    }
  }

  it('holds a report paying more than $20 for staff (no release date), which staff approve', async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser();
    expect((await getConfig('offers')).survey_max_usd).toBe(20);
    const trans = transId();
    const res = await postback({ trans_id: trans, user_id: member.uid, amount_usd: '20.01' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ outcome: 'held', status: 'pending' });
    const held = (await conversion(trans))!;
    expect(held).toMatchObject({ status: 'pending', release_at: null, pilot_miles: 1400 });
    expect(held.history.at(-1).reason).toMatch(/\$20\.01.*\$20\.00/);
    // Replays change nothing; without a release date the hold job never picks it up.
    expect((await postback({ trans_id: trans, user_id: member.uid, amount_usd: '20.01' })).body.data.outcome).toBe('duplicate');
    expect((await conversion(trans))!.status).toBe('pending');
    expect(await surveyEntries(member.uid)).toEqual([]);

    const approved = await patchConversion(admin, { id: `survey:cpx:${trans}`, action: 'approve', reason: 'Checked with CPX support' });
    expect(approved.status).toBe(200);
    expect((await surveyEntries(member.uid)).map((e) => e.amount)).toEqual([1400]);

    // $20.00 exactly is within the ceiling.
    const atCeiling = transId();
    expect((await postback({ trans_id: atCeiling, user_id: member.uid, amount_usd: '20.00' })).body.data.outcome).toBe('credited');
  });

  it('takes a ceiling staff set with the offer settings', async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser();
    const bad = await api().post('/api/admin/offers-config').set(authHeader(admin)).send({ ...(await getConfig('offers')), survey_max_usd: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('survey_max_usd');
    await withOffersConfig(admin, { survey_max_usd: 5 }, async () => {
      expect((await api().get('/api/admin/offers-config').set(authHeader(admin))).body.data.survey_max_usd).toBe(5);
      const trans = transId();
      expect((await postback({ trans_id: trans, user_id: member.uid, amount_usd: '6.00' })).body.data).toEqual({ outcome: 'held', status: 'pending' });
      expect((await conversion(trans))!.release_at).toBeNull();
    });
    expect(await surveyEntries(member.uid)).toEqual([]);
  });

  it('holds an approved survey above the hold rules like a pending one, then the job credits it', async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser();
    await withOffersConfig(admin, { survey_max_usd: 200 }, async () => {
      const trans = transId();
      const reported = Date.now();
      // $80 at the 0.7 share: 5,600 PM, above the 5,000 PM rule (7 days).
      const res = await postback({ trans_id: trans, user_id: member.uid, amount_usd: '80.00' });
      expect(res.body.data).toEqual({ outcome: 'held', status: 'pending' });
      const held = (await conversion(trans))!;
      expect(held.pilot_miles).toBe(5600);
      const release = held.release_at.toMillis();
      expect(release).toBeGreaterThanOrEqual(reported + 7 * DAY_MS - 5000);
      expect(release).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
      expect(await surveyEntries(member.uid)).toEqual([]);
      await runHoldJob(new Date(release + 1000));
      expect((await surveyEntries(member.uid)).map((e) => e.amount)).toEqual([5600]);
    });
  });
});
