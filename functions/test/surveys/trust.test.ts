/**
 * Who may move survey money (docs/surveys.md "Trust"): nothing we hand a member (the wall's member
 * reference and its hash) verifies a postback, so a member cannot credit themselves or anyone
 * else; and the postback address allow-list is required outside the emulator.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { geoRuntime } from '../../src/platform/geo';
import { api, authHeader, checkLedgersAfterEachTest, createUser, ledger, storedState, type TestUser } from '../support/helpers';
import { SURVEYS_SECRET, conversion, md5, postback, storedPostbacks, transId } from './support';

checkLedgersAfterEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

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
