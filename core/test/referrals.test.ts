import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REFERRALS_CONFIG,
  countsTowardsReferral,
  decideReferral,
  describeZodError,
  ipKey,
  isDeviceId,
  isSuspendedStatus,
  referralInviteUrl,
  referralsConfigBody,
  refereeDisplayName,
  refereeStatus,
  txId,
  waitlistBody,
  waitlistPrompt,
  type ReferralDecision,
  type ReferralFacts,
} from '../src';

const config = { bonus_pm: 500, threshold_pm: 1000 };
const DEVICE_A = 'a1b2c3d4-e5f6-4789-9abc-def012345678';
const DEVICE_B = 'b1b2c3d4-e5f6-4789-9abc-def012345678';

/** A referral that pays: verified, past the threshold, nothing shared. */
function facts(over: {
  referee?: Partial<ReferralFacts['referee']>;
  referrer?: Partial<NonNullable<ReferralFacts['referrer']>> | null;
} = {}): ReferralFacts {
  return {
    referee: {
      uid: 'referee',
      referredBy: 'referrer',
      emailVerified: true,
      activityPm: 1000,
      ips: ['203.0.113.10', '203.0.113.11'],
      deviceIds: [DEVICE_A],
      suspended: false,
      ...over.referee,
    },
    referrer:
      over.referrer === null
        ? null
        : { uid: 'referrer', ips: ['198.51.100.7', null], deviceIds: [DEVICE_B, null], suspended: false, ...over.referrer },
  };
}

describe('decideReferral', () => {
  const table: Array<[string, ReferralFacts, ReferralDecision]> = [
    ['verified and exactly at the threshold: reward', facts(), { outcome: 'reward', bonus_pm: 500 }],
    ['well past the threshold: reward', facts({ referee: { activityPm: 25_000 } }), { outcome: 'reward', bonus_pm: 500 }],
    ['one PM short: wait', facts({ referee: { activityPm: 999 } }), { outcome: 'wait', reason: 'below-threshold' }],
    ['nothing earned yet: wait', facts({ referee: { activityPm: 0 } }), { outcome: 'wait', reason: 'below-threshold' }],
    ['unverified email: wait, even past the threshold', facts({ referee: { emailVerified: false, activityPm: 5000 } }), { outcome: 'wait', reason: 'unverified' }],
    ['referred by themselves', facts({ referee: { referredBy: 'referee' }, referrer: { uid: 'referee' } }), { outcome: 'ineligible', reason: 'self-referral' }],
    ['referrer record gone', facts({ referrer: null }), { outcome: 'ineligible', reason: 'referrer-missing' }],
    ['referrer suspended', facts({ referrer: { suspended: true } }), { outcome: 'ineligible', reason: 'referrer-suspended' }],
    ['referee suspended', facts({ referee: { suspended: true } }), { outcome: 'ineligible', reason: 'referee-suspended' }],
    ['same device id', facts({ referrer: { deviceIds: [null, DEVICE_A] } }), { outcome: 'ineligible', reason: 'same-device' }],
    ['same sign-up IP', facts({ referrer: { ips: ['203.0.113.10'] } }), { outcome: 'ineligible', reason: 'same-ip' }],
    ["referee's sign-up IP is the referrer's last IP", facts({ referrer: { ips: [null, '203.0.113.11'] } }), { outcome: 'ineligible', reason: 'same-ip' }],
    ['same IPv6 /64 network', facts({ referee: { ips: ['2001:db8:1:2::10'] }, referrer: { ips: ['2001:0db8:0001:0002:ffff::1'] } }), { outcome: 'ineligible', reason: 'same-ip' }],
    ['IPv4 and the same address mapped in IPv6', facts({ referrer: { ips: ['::ffff:203.0.113.10'] } }), { outcome: 'ineligible', reason: 'same-ip' }],
    ['abuse wins over waiting: unverified and sharing an IP', facts({ referee: { emailVerified: false }, referrer: { ips: ['203.0.113.11'] } }), { outcome: 'ineligible', reason: 'same-ip' }],
    ['no IPs or devices known on either side: nothing shared', facts({ referee: { ips: [null], deviceIds: [] }, referrer: { ips: [], deviceIds: [null] } }), { outcome: 'reward', bonus_pm: 500 }],
    ['junk device ids are not compared', facts({ referee: { deviceIds: ['x'] }, referrer: { deviceIds: ['x'] } }), { outcome: 'reward', bonus_pm: 500 }],
    ['junk IPs are not compared', facts({ referee: { ips: ['unknown'] }, referrer: { ips: ['unknown'] } }), { outcome: 'reward', bonus_pm: 500 }],
  ];
  for (const [name, input, expected] of table)
    it(name, () => {
      expect(decideReferral(input, config)).toEqual(expected);
    });

  it('uses the configured bonus and threshold', () => {
    expect(decideReferral(facts({ referee: { activityPm: 200 } }), { bonus_pm: 750, threshold_pm: 200 })).toEqual({ outcome: 'reward', bonus_pm: 750 });
    expect(decideReferral(facts({ referee: { activityPm: 1000 } }), { bonus_pm: 750, threshold_pm: 5000 })).toEqual({ outcome: 'wait', reason: 'below-threshold' });
  });

  it('defaults to 500 PM after 1,000 PM of activities', () => {
    expect(DEFAULT_REFERRALS_CONFIG).toEqual({ bonus_pm: 500, threshold_pm: 1000 });
  });
});

describe('what counts towards the threshold', () => {
  it('activities do; bonuses, refunds, reversals and spending do not', () => {
    for (const t of ['offer', 'article', 'search', 'shopping', 'travel']) expect(countsTowardsReferral(t), t).toBe(true);
    for (const t of ['welcome', 'daily-bonus', 'daily-challenge', 'admin-bonus', 'referral', 'refund', 'offer-reversal', 'redemption', 'sweepstake-entry', 'adjustment', 'nonsense'])
      expect(countsTowardsReferral(t), t).toBe(false);
  });
});

describe('ipKey', () => {
  const table: Array<[string | null | undefined, string | null]> = [
    ['203.0.113.10', '203.0.113.10'],
    [' 203.0.113.010 ', '203.0.113.10'],
    ['::ffff:203.0.113.10', '203.0.113.10'],
    ['0:0:0:0:0:ffff:203.0.113.10', '203.0.113.10'],
    ['2001:db8:1:2::10', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['[2001:db8::1]', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['256.1.1.1', null],
    ['1.2.3', null],
    ['1::2::3', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['not-an-ip', null],
    ['', null],
    [null, null],
    [undefined, null],
  ];
  for (const [input, expected] of table)
    it(`${JSON.stringify(input)} -> ${JSON.stringify(expected)}`, () => {
      expect(ipKey(input)).toBe(expected);
    });
});

describe('isDeviceId', () => {
  it('accepts the random ids the client makes and nothing else', () => {
    expect(isDeviceId(DEVICE_A)).toBe(true);
    expect(isDeviceId('abcdefghijklmnop')).toBe(true);
    for (const junk of ['', 'short', 'a'.repeat(65), 'has space in it 1234', '<script>alert(1)</script>', 'ab/cd/ef/gh/ij/kl', 42, null, undefined, ['x']])
      expect(isDeviceId(junk), String(junk)).toBe(false);
  });
});

describe('isSuspendedStatus', () => {
  it('suspended, banned, disabled or blocked accounts; anything else is active', () => {
    for (const s of ['suspended', 'banned', 'Disabled', 'blocked']) expect(isSuspendedStatus(s), s).toBe(true);
    for (const s of ['active', undefined, null, '', 3]) expect(isSuspendedStatus(s), String(s)).toBe(false);
  });
});

describe('refereeStatus', () => {
  it('maps the stored state to what the referrer sees', () => {
    expect(refereeStatus({ referral_status: 'rewarded', email_verified: true, activity_pm: 5 }, config)).toEqual({ status: 'rewarded' });
    expect(refereeStatus({ referral_status: 'ineligible', email_verified: true }, config)).toEqual({ status: 'not-eligible' });
    expect(refereeStatus({ referral_status: 'pending', email_verified: false, activity_pm: 300 }, config)).toEqual({ status: 'waiting-verification' });
    expect(refereeStatus({ email_verified: true }, config)).toEqual({ status: 'earning', progress_pm: 0 });
    expect(refereeStatus({ referral_status: 'pending', email_verified: true, activity_pm: 420 }, config)).toEqual({ status: 'earning', progress_pm: 420 });
    // Progress stops at the threshold (the bonus is on its way) and never shows a debt.
    expect(refereeStatus({ email_verified: true, activity_pm: 4000 }, config)).toEqual({ status: 'earning', progress_pm: 1000 });
    expect(refereeStatus({ email_verified: true, activity_pm: -80 }, config)).toEqual({ status: 'earning', progress_pm: 0 });
    expect(refereeStatus({ email_verified: true, activity_pm: 'lots' }, config)).toEqual({ status: 'earning', progress_pm: 0 });
  });
});

describe('refereeDisplayName', () => {
  it('first name and initial, never an email', () => {
    expect(refereeDisplayName('Amelia Earhart')).toBe('Amelia E.');
    expect(refereeDisplayName('amelia.e@example.com')).toBe('amelia.e');
    expect(refereeDisplayName('Jo jo@example.com')).toBe('Jo J.');
    expect(refereeDisplayName('')).toBe('A PilotMiles member');
    expect(refereeDisplayName(null)).toBe('A PilotMiles member');
    expect(refereeDisplayName('Maximilianus-Augustus Long')).toBe('Maximilianus-Au L.');
  });
});

describe('ids and links', () => {
  it('one referral credit per referee and round: the first keeps its historical id, one taken back starts the next', () => {
    expect(txId.referral('uid-123')).toBe('referral:uid-123');
    expect(txId.referral('uid-123', 0)).toBe('referral:uid-123');
    expect(txId.referral('uid-123', 1)).toBe('referral:uid-123:1');
    expect(txId.reversal(txId.referral('uid-123', 1))).toBe('reversal:referral:uid-123:1');
  });
  it('the invite link opens sign-up with the code filled in', () => {
    expect(referralInviteUrl('https://pilotmiles.com/', 'ABCD2345')).toBe('https://pilotmiles.com/auth/signup?ref=ABCD2345');
    expect(referralInviteUrl('http://127.0.0.1:5000', 'ABCD2345')).toBe('http://127.0.0.1:5000/auth/signup?ref=ABCD2345');
  });
  it('the waitlist text', () => {
    expect(waitlistPrompt('crew')).toBe("Join the waitlist and we'll let you know as soon as the Crew feature is ready for takeoff");
  });
});

const firstError = (result: { success: boolean; error?: unknown }) =>
  describeZodError(result.error as Parameters<typeof describeZodError>[0]);

describe('POST /users/feature-waitlist body', () => {
  it('trims and lower-cases the email', () => {
    expect(waitlistBody.parse({ email: '  Amelia@Example.COM ', feature: 'crew' })).toEqual({ email: 'amelia@example.com', feature: 'crew' });
  });
  const bad: Array<[string, unknown, string]> = [
    ['no body', undefined, 'body'],
    ['missing email', { feature: 'crew' }, 'email'],
    ['email not a string', { email: 42, feature: 'crew' }, 'email'],
    ['invalid email', { email: 'not-an-email', feature: 'crew' }, 'email'],
    ['empty email', { email: '   ', feature: 'crew' }, 'email'],
    ['email too long', { email: `${'a'.repeat(250)}@example.com`, feature: 'crew' }, 'email'],
    ['unknown feature', { email: 'a@example.com', feature: 'rocket' }, 'feature'],
    ['missing feature', { email: 'a@example.com' }, 'feature'],
    ['extra field', { email: 'a@example.com', feature: 'crew', admin: true }, 'admin'],
  ];
  for (const [name, input, field] of bad)
    it(`refuses ${name}, naming ${field}`, () => {
      const result = waitlistBody.safeParse(input);
      expect(result.success).toBe(false);
      expect(firstError(result).field).toBe(field);
    });
});

describe('config/referrals', () => {
  it('accepts whole PM amounts and refuses the rest', () => {
    expect(referralsConfigBody.parse({ bonus_pm: 500, threshold_pm: 0 })).toEqual({ bonus_pm: 500, threshold_pm: 0 });
    expect(referralsConfigBody.safeParse({ bonus_pm: 0, threshold_pm: 1000 }).success).toBe(false);
    expect(referralsConfigBody.safeParse({ bonus_pm: 10.5, threshold_pm: 1000 }).success).toBe(false);
    expect(referralsConfigBody.safeParse({ bonus_pm: 500 }).success).toBe(false);
  });
});
