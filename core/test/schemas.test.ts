import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DAILY_BONUS_CONFIG,
  createUserBody,
  dailyBonusConfigBody,
  dailyChallengeConfigBody,
  describeZodError,
  eventBody,
  loginInfoBody,
  resendVerificationBody,
  systemRewardsConfigBody,
  transactionsQuery,
  updateUserBody,
} from '../src';

const firstError = (result: { success: boolean; error?: unknown }) =>
  describeZodError(result.error as Parameters<typeof describeZodError>[0]);

describe('POST /users body', () => {
  it('accepts the sign-up payload and normalises codes', () => {
    const parsed = createUserBody.parse({
      firebaseUser: { uid: 'ignored' },
      location: { country: 'US', city: 'Austin', ip: '203.0.113.9' },
      newReferralCode: 'abcd2345',
      additionalData: { fullName: ' Amelia ', displayName: 'Amy', enteredReferralCode: 'demoplt8', brand_owner: null },
      utm: { utm_source: 'newsletter', unknown_param: 'dropped' },
    });
    expect(parsed.newReferralCode).toBe('ABCD2345');
    expect(parsed.additionalData?.fullName).toBe('Amelia');
    expect(parsed.additionalData?.enteredReferralCode).toBe('DEMOPLT8');
    expect(parsed.utm).toEqual({ utm_source: 'newsletter' });
  });
  it('accepts an empty body', () => {
    expect(createUserBody.safeParse({}).success).toBe(true);
  });
  it('names the field that is wrong', () => {
    const bad = createUserBody.safeParse({ additionalData: { displayName: 'x'.repeat(51) } });
    expect(bad.success).toBe(false);
    expect(firstError(bad).field).toBe('additionalData.displayName');
    const code = createUserBody.safeParse({ newReferralCode: 'bad!' });
    expect(firstError(code).field).toBe('newReferralCode');
  });
  it('rejects non-objects', () => {
    expect(createUserBody.safeParse([]).success).toBe(false);
    expect(createUserBody.safeParse('hello').success).toBe(false);
  });
});

describe('PATCH /users body', () => {
  it('accepts a display name or image', () => {
    expect(updateUserBody.parse({ display_name: '  Amy  ' })).toEqual({ display_name: 'Amy' });
    expect(updateUserBody.safeParse({ profile_image_url: 'https://img.example/a.png' }).success).toBe(true);
    expect(updateUserBody.safeParse({ profile_image_url: null }).success).toBe(true);
  });
  it('rejects empty, unknown or dangerous input', () => {
    expect(updateUserBody.safeParse({}).success).toBe(false);
    expect(updateUserBody.safeParse({ display_name: '   ' }).success).toBe(false);
    expect(updateUserBody.safeParse({ total_coins: 1e9 }).success).toBe(false);
    expect(updateUserBody.safeParse({ profile_image_url: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('other bodies', () => {
  it('login info is optional and bounded', () => {
    expect(loginInfoBody.parse({})).toEqual({ lastIpAddress: null, locationCountry: null, locationCity: null });
    expect(loginInfoBody.safeParse({ locationCity: 'x'.repeat(101) }).success).toBe(false);
  });
  it('resend verification needs a valid email', () => {
    expect(resendVerificationBody.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(firstError(resendVerificationBody.safeParse({ email: 'nope' })).field).toBe('email');
  });
  it('transactions query coerces and bounds limit', () => {
    expect(transactionsQuery.parse({ limit: '5' })).toEqual({ limit: 5 });
    expect(transactionsQuery.parse({})).toEqual({ limit: 20 });
    expect(transactionsQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(transactionsQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(transactionsQuery.safeParse({ limit: 'ten' }).success).toBe(false);
  });
  it('events need a type and a session', () => {
    expect(eventBody.safeParse({ event_type: 'page_view', session_id: 's1' }).success).toBe(true);
    expect(eventBody.safeParse({ event_type: 'page view!', session_id: 's1' }).success).toBe(false);
  });
});

describe('admin config bodies: messages staff read under the fields', () => {
  const bonus = DEFAULT_DAILY_BONUS_CONFIG;
  const message = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) =>
    firstError(schema.safeParse(body));

  it('word bounds, blanks and fractions plainly, naming the field', () => {
    expect(message(dailyBonusConfigBody, { ...bonus, maxDay: 0 })).toEqual({
      field: 'maxDay',
      message: 'maxDay: must be at least 1',
    });
    expect(message(dailyBonusConfigBody, { ...bonus, maxDay: 400 }).message).toBe('maxDay: must be at most 365');
    expect(message(dailyBonusConfigBody, { ...bonus, maxReward: undefined }).message).toBe(
      'maxReward: enter a whole number',
    );
    expect(message(dailyBonusConfigBody, { ...bonus, maxReward: 2.5 }).message).toBe('maxReward: must be a whole number');
    expect(message(dailyBonusConfigBody, { ...bonus, wheel: { segments: [{ amount: 5, weight: 1 }] } })).toEqual({
      field: 'wheel.segments',
      message: 'wheel.segments: needs at least 2 segments',
    });
  });

  it('name the tier and the cap that break the cross-field rules', () => {
    const tiers = [
      { target: 25, reward: 5 },
      { target: 25, reward: 10 },
    ];
    expect(message(dailyChallengeConfigBody, { tiers }).message).toBe(
      "tiers.1.target: must be above the previous tier's target",
    );
    expect(message(systemRewardsConfigBody, { articleReward: 10, articleDailyCap: 5, welcomeBonus: 0 }).message).toBe(
      'articleDailyCap: must be at least the reward per article',
    );
  });
});
