/**
 * GET /postbacks/cpx (docs/surveys.md): the wall's signed postbacks credit through the conversion
 * engine, once per transaction, our share of what the wall pays us; a bad or missing hash credits
 * nothing; reversals debit once; unpaid screen-outs pay nothing; unknown members are refused.
 * Every test ends with total_coins == sum(ledger) for each member it made.
 */
import { describe, expect, it } from 'vitest';
import { checkLedgersAfterEachTest, createUser, expectLedgerConsistent, ledger, storedState } from '../support/helpers';
import { SURVEYS_SECRET, conversion, md5, postback, storedPostbacks, transId } from './support';

checkLedgersAfterEachTest();

const surveyEntries = async (uid: string) =>
  (await ledger(uid)).filter((e) => e.type.startsWith('survey')).sort((a, b) => a.id.localeCompare(b.id));

describe('GET /postbacks/cpx: who may call', () => {
  it('answers 403 for a missing or wrong hash, credits nothing and keeps the call with the hash redacted', async () => {
    const member = await createUser();
    const trans = transId();
    const before = await storedState(member.uid);
    const wrong = [
      undefined,
      '',
      'nonsense',
      md5(`${trans}-wrong-secret`),
      md5(`${trans}${SURVEYS_SECRET}`),
      md5(`${transId()}-${SURVEYS_SECRET}`),
      md5(`${member.uid}-${SURVEYS_SECRET}`),
    ];
    for (const hash of wrong) {
      const res = await postback({ trans_id: trans, user_id: member.uid, hash });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('postbacks/forbidden');
    }
    // A repeated hash parameter is not a hash.
    const good = md5(`${trans}-${SURVEYS_SECRET}`);
    expect((await postback({ trans_id: trans, user_id: member.uid, hash: undefined }).query(`hash=${good}&hash=${good}`)).status).toBe(403);

    expect(await storedState(member.uid)).toEqual(before);
    expect(await conversion(trans)).toBeUndefined();
    const stored = await storedPostbacks(trans);
    expect(stored.length).toBe(wrong.length + 1);
    for (const p of stored) {
      expect(p).toMatchObject({ network: 'cpx', http_status: 403 });
      if ('hash' in p.query) expect(p.query.hash).toBe('[redacted]');
    }
  });

  it('accepts an upper-case hash, and only allow-listed addresses when a list is configured', async () => {
    const member = await createUser();
    const trans = transId();
    process.env.SURVEYS_POSTBACK_IPS = '203.0.113.20';
    try {
      expect((await postback({ trans_id: trans, user_id: member.uid }, '198.51.100.1')).status).toBe(403);
      expect(await surveyEntries(member.uid)).toEqual([]);
      const res = await postback({ trans_id: trans, user_id: member.uid, hash: md5(`${trans}-${SURVEYS_SECRET}`).toUpperCase() }, '203.0.113.20');
      expect(res.status).toBe(200);
    } finally {
      delete process.env.SURVEYS_POSTBACK_IPS;
    }
    expect((await surveyEntries(member.uid)).map((e) => e.amount)).toEqual([70]);
  });
});

describe('GET /postbacks/cpx: credits', () => {
  it('credits a completed survey once, our share of the payout, through the engine', async () => {
    const member = await createUser();
    const before = await expectLedgerConsistent(member.uid);
    const trans = transId();
    const res = await postback({ trans_id: trans, user_id: member.uid, amount_usd: '0.85', survey_name: 'Travel habits', amount_local: '9999' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ outcome: 'credited', status: 'confirmed' });

    const entries = await surveyEntries(member.uid);
    expect(entries).toEqual([
      expect.objectContaining({ id: `survey:cpx:${trans}`, type: 'survey', amount: 59, description: 'CPX Research survey: Travel habits' }),
    ]);
    expect(await expectLedgerConsistent(member.uid)).toBe(before + 59);
    expect(await conversion(trans)).toMatchObject({
      kind: 'survey',
      network: 'cpx',
      uid: member.uid,
      status: 'confirmed',
      pilot_miles: 59,
      payout_usd: 0.85,
      credit_tx: `survey:cpx:${trans}`,
      credit_type: 'survey',
      reversal_type: 'survey-reversal',
      pending_policy: 'hold-rules',
      offer_id: 'cpx',
      offer_name: 'CPX Research survey',
      event_id: trans,
      event_name: 'Travel habits',
      click_id: trans,
      survey_type: 'complete',
    });

    // The same report again: 200, nothing more.
    const again = await postback({ trans_id: trans, user_id: member.uid, amount_usd: '0.85' });
    expect(again.status).toBe(200);
    expect(again.body.data.outcome).toBe('duplicate');
    // A replay with a bigger amount or for another member changes nothing either.
    expect((await postback({ trans_id: trans, user_id: member.uid, amount_usd: '50' })).body.data.outcome).toBe('duplicate');
    const other = await createUser();
    const stolen = await postback({ trans_id: trans, user_id: other.uid });
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('surveys/user-mismatch');
    expect(await surveyEntries(other.uid)).toEqual([]);
    expect((await surveyEntries(member.uid)).map((e) => e.amount)).toEqual([59]);
  });

  it('credits once under 20 concurrent identical postbacks', async () => {
    const member = await createUser();
    const trans = transId();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postback({ trans_id: trans, user_id: member.uid, amount_usd: '2.00' })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((r) => r.body.data.outcome === 'credited')).toHaveLength(1);
    expect(answers.filter((r) => r.body.data.outcome === 'duplicate')).toHaveLength(19);
    expect((await surveyEntries(member.uid)).map((e) => e.amount)).toEqual([140]);
  });

  it('pays a screen-out only when the wall pays us for it', async () => {
    const member = await createUser();
    const unpaid = transId();
    const before = await storedState(member.uid);
    for (const amount of ['0', '0.00', '0.004']) {
      const res = await postback({ trans_id: unpaid, user_id: member.uid, type: 'out', amount_usd: amount });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ outcome: 'rejected', status: null });
    }
    expect(await storedState(member.uid)).toEqual(before);
    expect(await conversion(unpaid)).toBeUndefined();

    const paid = transId();
    const res = await postback({ trans_id: paid, user_id: member.uid, type: 'out', amount_usd: '0.05' });
    expect(res.body.data.outcome).toBe('credited');
    const bonus = transId();
    expect((await postback({ trans_id: bonus, user_id: member.uid, type: 'bonus', amount_usd: '0.10' })).body.data.outcome).toBe('credited');
    const entries = await surveyEntries(member.uid);
    expect(entries.map((e) => [e.id, e.amount])).toEqual(
      [
        [`survey:cpx:${paid}`, 3],
        [`survey:cpx:${bonus}`, 7],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect((await conversion(paid))!.event_name).toBe('Screen-out bonus');
    expect((await conversion(bonus))!.event_name).toBe('Survey bonus');
    // A credited transaction replayed as unpaid is a duplicate: it never takes the credit back.
    expect((await postback({ trans_id: paid, user_id: member.uid, type: 'out', amount_usd: '0' })).body.data.outcome).toBe('duplicate');
    expect((await conversion(paid))!.status).toBe('confirmed');
  });

  it('answers 404 for a member who does not exist, and credits nobody', async () => {
    const trans = transId();
    for (const type of ['complete', 'out']) {
      const res = await postback({ trans_id: trans, user_id: 'no-such-member-0123456789', type, amount_usd: type === 'out' ? '0' : '1.00' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('surveys/unknown-user');
    }
    expect(await conversion(trans)).toBeUndefined();
    expect((await storedPostbacks(trans)).map((p) => p.http_status)).toEqual([404, 404]);
  });
});

describe('GET /postbacks/cpx: reversals', () => {
  it('takes a credited survey back once, into debt if need be', async () => {
    const member = await createUser();
    const trans = transId();
    // Within the survey ceiling ($20) and below the hold rules: credited at once.
    await postback({ trans_id: trans, user_id: member.uid, amount_usd: '15.00' });
    const balance = await expectLedgerConsistent(member.uid);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postback({ trans_id: trans, user_id: member.uid, status: '2', amount_usd: '15.00' })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.body.data.outcome === 'reversed')).toHaveLength(1);

    const entries = await surveyEntries(member.uid);
    expect(entries).toEqual([
      expect.objectContaining({ id: `reversal:survey:cpx:${trans}`, type: 'survey-reversal', amount: -1050 }),
      expect.objectContaining({ id: `survey:cpx:${trans}`, type: 'survey', amount: 1050 }),
    ]);
    expect(await expectLedgerConsistent(member.uid)).toBe(balance - 1050);
    expect(await conversion(trans)).toMatchObject({ status: 'reversed', reversal_tx: `reversal:survey:cpx:${trans}` });
    // Completed again after the reversal: final, nothing moves.
    expect((await postback({ trans_id: trans, user_id: member.uid })).body.data.outcome).toBe('duplicate');
    expect(await surveyEntries(member.uid)).toHaveLength(2);
  });

  it('records a reversal of a transaction never credited as rejected, moving nothing', async () => {
    const member = await createUser();
    const trans = transId();
    const before = await storedState(member.uid);
    const res = await postback({ trans_id: trans, user_id: member.uid, status: '2' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ outcome: 'rejected', status: 'rejected' });
    expect((await postback({ trans_id: trans, user_id: member.uid })).body.data.outcome).toBe('duplicate');
    expect(await storedState(member.uid)).toEqual(before);
  });
});

describe('GET /postbacks/cpx: bad input', () => {
  const table: Array<[string, Record<string, string | undefined>, string]> = [
    ['no status', { status: undefined }, 'status'],
    ['status 3', { status: '3' }, 'status'],
    ['status as a word', { status: 'completed' }, 'status'],
    ['no member', { user_id: undefined }, 'user_id'],
    ['a member id with a slash', { user_id: 'a/b' }, 'user_id'],
    ['no amount', { amount_usd: undefined }, 'amount_usd'],
    ['an empty amount', { amount_usd: '' }, 'amount_usd'],
    ['a negative amount', { amount_usd: '-0.5' }, 'amount_usd'],
    ['an amount that is not a number', { amount_usd: 'lots' }, 'amount_usd'],
    ['an amount too large', { amount_usd: '5000' }, 'amount_usd'],
    ['an unknown type', { type: 'screenout' }, 'type'],
    ['a survey name too long', { survey_name: 'x'.repeat(200) }, 'survey_name'],
  ];
  it.each(table)('answers 400 for %s, naming the field, and credits nothing', async (_name, change, field) => {
    const member = await createUser();
    const trans = transId();
    const before = await storedState(member.uid);
    const res = await postback({ trans_id: trans, user_id: member.uid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation/invalid-input');
    expect(res.body.field).toBe(field);
    expect(await storedState(member.uid)).toEqual(before);
    expect(await conversion(trans)).toBeUndefined();
  });

  it('refuses a transaction id that cannot be one as forged, when the hash matches it (trust.test.ts)', async () => {
    for (const trans of ['a/b', 'x'.repeat(101), 'has space']) {
      const res = await postback({ trans_id: trans, user_id: 'someone' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('surveys/forged-transaction');
    }
    // Without a transaction id there is nothing the hash could sign.
    expect((await postback({ user_id: 'someone', hash: md5(`-${SURVEYS_SECRET}`) })).status).toBe(403);
  });
});
