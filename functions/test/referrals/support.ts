/**
 * Fixtures of the referrals tests: members signed up through POST /users from a chosen address and
 * device (and with a chosen code), and PM earned through the ledger as activities or bonuses.
 */
import { randomUUID } from 'node:crypto';
import { dayKey, type TransactionType } from '@pilotmiles/core';
import { post } from '../../src/platform/ledger';
import { api, authHeader, createAuthUser, ledger, randomIp, uniqueId, userDoc, type TestUser } from '../support/helpers';

export const deviceId = () => randomUUID();

export interface Member extends TestUser {
  code: string;
  ip: string;
  device: string;
}

/** Signs up through the API, as the web client does: its address, its x-device-id, maybe a friend's code. */
export async function signUp(
  options: { code?: string; ip?: string; device?: string | null; verified?: boolean; name?: string } = {},
): Promise<Member> {
  const user = await createAuthUser({ verified: options.verified ?? true, displayName: options.name ?? 'Amelia Earhart' });
  const ip = options.ip ?? randomIp();
  const device = options.device === undefined ? deviceId() : options.device;
  const req = api().post('/api/users').set(authHeader(user)).set('x-forwarded-for', ip);
  if (device !== null) req.set('x-device-id', device);
  const res = await req.send(options.code ? { additionalData: { enteredReferralCode: options.code } } : {});
  if (res.status !== 201) throw new Error(`POST /users failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...user, code: res.body.data.referral_code, ip, device: device ?? '' };
}

/** A referrer and one member who joined with their code, each from their own address and device. */
export async function referral(referee: Parameters<typeof signUp>[0] = {}) {
  const referrer = await signUp({ name: 'Charles Lindbergh' });
  const member = await signUp({ ...referee, code: referrer.code });
  return { referrer, referee: member };
}

const today = () => ({ day: dayKey(new Date(), 'UTC') });

/** PM credited through the ledger, as an activity (an offer by default) or any other type. */
export async function earn(uid: string, amount: number, type: TransactionType = 'offer') {
  await post(uid, { id: uniqueId(type), type, amount, description: `Test ${type}` }, today());
}

export async function referralEntries(uid: string) {
  return (await ledger(uid)).filter((e) => e.type === 'referral');
}

export const statusOf = async (uid: string) => (await userDoc(uid))?.referral_status;
