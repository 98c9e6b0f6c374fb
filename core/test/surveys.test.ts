import { describe, expect, it } from 'vitest';
import {
  CPX_STATUSES,
  CPX_TRANS_ID,
  DEFAULT_OFFERS_CONFIG,
  DEFAULT_SURVEY_MAX_USD,
  aboveSurveyCeiling,
  forgedTransaction,
  surveyCeilingNote,
  surveyMemberId,
  surveyMemberRef,
  SURVEY_EVENT_NAMES,
  SURVEY_WALL_URLS,
  cpxPostbackQuery,
  describeZodError,
  surveyPilotMiles,
  surveyWallQuery,
  txId,
} from '../src';

describe('surveyPilotMiles', () => {
  const share = DEFAULT_OFFERS_CONFIG.member_share;

  it('is our member share of what the wall pays us, rounded down', () => {
    expect(surveyPilotMiles(1, share)).toBe(70);
    expect(surveyPilotMiles(0.85, share)).toBe(59);
    expect(surveyPilotMiles(1.1, share)).toBe(77);
    expect(surveyPilotMiles(110, share)).toBe(7700);
    expect(surveyPilotMiles(1, 0.5)).toBe(50);
  });

  it('pays a paid screen-out at least 1 PM, and nothing when the wall pays us nothing', () => {
    expect(surveyPilotMiles(0.01, share)).toBe(1);
    expect(surveyPilotMiles(0.05, share)).toBe(3);
    expect(surveyPilotMiles(0, share)).toBe(0);
    expect(surveyPilotMiles(0.004, share)).toBe(0);
  });
});

describe('the wall', () => {
  it('is CPX over https only, and its statuses are completed and reversed', () => {
    for (const url of SURVEY_WALL_URLS) expect(url).toMatch(/^https:\/\/offers\.cpx-research\.com\//);
    expect(CPX_STATUSES).toEqual({ '1': 'approved', '2': 'reversed' });
    expect(SURVEY_EVENT_NAMES.out).toBe('Screen-out bonus');
    expect(txId.survey('cpx', 'abc')).toBe('survey:cpx:abc');
  });
});

describe('who a postback may name', () => {
  const uids = ['AAsb89aAFq0rjJhyNKYeX4Pj1SWv', 'a', 'Uid_123-x', '0123456789'.repeat(12)];

  it('names a member by pm.{uid}, or a bare uid from older wall links', () => {
    for (const uid of uids) {
      expect(surveyMemberRef(uid)).toBe(`pm.${uid}`);
      expect(surveyMemberId(surveyMemberRef(uid))).toBe(uid);
      expect(surveyMemberId(uid)).toBe(uid);
    }
    for (const ref of ['', 'pm.', 'a/b', 'a.b', '__x__', '_x', 'pm.pm.x', 'x'.repeat(129), 'caf\u00e9'])
      expect(surveyMemberId(ref)).toBeNull();
  });

  it('never takes a member reference for a transaction id', () => {
    for (const uid of uids) expect(CPX_TRANS_ID.test(surveyMemberRef(uid))).toBe(false);
  });

  it('accepts transaction ids of the network shape only', () => {
    for (const id of ['cpx-7f3a', '123456789', 'a', 'A_b-9', 'x'.repeat(64)]) expect(CPX_TRANS_ID.test(id)).toBe(true);
    for (const id of ['', 'a/b', 'has space', 'x'.repeat(65), 'pm.abc', '__x__', '-a', 'a-', 'a.b', 'caf\u00e9', 'a\nb'])
      expect(CPX_TRANS_ID.test(id)).toBe(false);
  });

  it('calls a signed transaction forged when it is a member id or not of the network shape', () => {
    expect(forgedTransaction('cpx-7f3a', 'pm.Uid1')).toBeNull();
    expect(forgedTransaction('Uid1', 'pm.Uid1')).toBe('member-id');
    expect(forgedTransaction('Uid1', 'Uid1')).toBe('member-id');
    expect(forgedTransaction('pm.Uid1', 'pm.Uid1')).toBe('shape');
    expect(forgedTransaction('a/b', 'Uid1')).toBe('shape');
  });
});

describe('the survey ceiling', () => {
  it('is $20 by default, in config/offers, and holds only what pays more', () => {
    expect(DEFAULT_SURVEY_MAX_USD).toBe(20);
    expect(DEFAULT_OFFERS_CONFIG.survey_max_usd).toBe(20);
    expect(aboveSurveyCeiling(20, 20)).toBe(false);
    expect(aboveSurveyCeiling(20.01, 20)).toBe(true);
    expect(aboveSurveyCeiling(0.01, 0)).toBe(true);
    expect(aboveSurveyCeiling(0, 0)).toBe(false);
    expect(surveyCeilingNote(25, 20)).toBe('Held for staff: the survey pays $25.00, above the $20.00 ceiling for one survey');
  });
});

const good = { status: '1', trans_id: 'cpx-7f3a', user_id: 'Uid_123-x', amount_usd: '0.85', type: 'complete', hash: 'ab' };

describe('cpxPostbackQuery', () => {
  it('reads a postback, amounts as dollars, and ignores what else the wall adds', () => {
    expect(cpxPostbackQuery.parse({ ...good, amount_local: '85', subid_1: 'x' })).toEqual({ ...good, amount_usd: 0.85 });
    expect(cpxPostbackQuery.parse({ ...good, amount_usd: '0', type: 'out', status: '2' }).amount_usd).toBe(0);
    expect(cpxPostbackQuery.parse({ ...good, survey_name: '  Travel habits ' }).survey_name).toBe('Travel habits');
    expect(cpxPostbackQuery.parse({ ...good, user_id: 'pm.Uid_123-x' }).user_id).toBe('pm.Uid_123-x');
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['no status', { status: undefined }, 'status'],
    ['status 3', { status: '3' }, 'status'],
    ['status as words', { status: 'approved' }, 'status'],
    ['a repeated status', { status: ['1', '1'] }, 'status'],
    ['no transaction', { trans_id: undefined }, 'trans_id'],
    ['a transaction id with a slash', { trans_id: 'a/b' }, 'trans_id'],
    ['a transaction id too long', { trans_id: 'a'.repeat(65) }, 'trans_id'],
    ['a member reference as the transaction id', { trans_id: 'pm.Uid_123-x' }, 'trans_id'],
    ['no member', { user_id: '' }, 'user_id'],
    ['a member id with a dot', { user_id: 'a.b' }, 'user_id'],
    ['a reserved document id', { user_id: '__x__' }, 'user_id'],
    ['no amount', { amount_usd: undefined }, 'amount_usd'],
    ['an empty amount', { amount_usd: '' }, 'amount_usd'],
    ['a negative amount', { amount_usd: '-1' }, 'amount_usd'],
    ['an amount in exponent form', { amount_usd: '1e3' }, 'amount_usd'],
    ['an amount too large', { amount_usd: '1000.01' }, 'amount_usd'],
    ['an unknown type', { type: 'screenout' }, 'type'],
    ['a survey name too long', { survey_name: 'x'.repeat(121) }, 'survey_name'],
  ];
  it.each(bad)('refuses %s, naming the field', (_name, change, field) => {
    const result = cpxPostbackQuery.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(describeZodError(result.error!, 'query').field).toBe(field);
  });
});

describe('surveyWallQuery', () => {
  it('takes an optional url, trimmed, and nothing else', () => {
    expect(surveyWallQuery.parse({})).toEqual({});
    expect(surveyWallQuery.parse({ url: ' https://offers.cpx-research.com/index.php ' })).toEqual({
      url: 'https://offers.cpx-research.com/index.php',
    });
    for (const [input, field] of [
      [{ url: ['a', 'b'] }, 'url'],
      [{ url: `https://x/${'a'.repeat(2048)}` }, 'url'],
      [{ ext_user_id: 'someone' }, 'ext_user_id'],
    ] as const) {
      const result = surveyWallQuery.safeParse(input);
      expect(result.success).toBe(false);
      expect(describeZodError(result.error!, 'query').field).toBe(field);
    }
  });
});
