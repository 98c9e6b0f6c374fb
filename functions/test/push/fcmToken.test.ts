/**
 * POST and DELETE /service/fcm-token (docs/api.md "Push tokens"): a member saves this device's FCM
 * token, replaces it, forgets it (null, or sign-out), and hostile or broken input never reaches
 * the store.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { PUSH_MAX_DEVICES } from '@pilotmiles/core';
import { checkLedgersAfterEachTest, createUser, expectSessionExpired } from '../support/helpers';
import { devicesOf, newDevice, newToken, removeToken, saveToken, storeDevice } from './support';

checkLedgersAfterEachTest();

describe('POST /service/fcm-token: hostile and bad input', () => {
  it('refuses an anonymous caller (403 Session expired) and stores nothing', async () => {
    expectSessionExpired(await saveToken(null, newDevice(), { token: newToken() }));
    expectSessionExpired(await removeToken(null, newDevice()));
  });

  it('answers 400 naming the field for a missing or malformed device id, a bad token or an extra key', async () => {
    const member = await createUser();
    const device = newDevice();
    const cases: Array<[string | null, unknown, string]> = [
      [null, { token: newToken() }, 'x-device-id'],
      ['short', { token: newToken() }, 'x-device-id'],
      ['has spaces in it, not an id', { token: newToken() }, 'x-device-id'],
      [device, { token: 42 }, 'token'],
      [device, { token: '' }, 'token'],
      [device, { token: 'x'.repeat(5000) }, 'token'],
      // Tokens are looked up by value, and Firestore cannot query a value over 1,500 bytes (this was a 500, after saving).
      [device, { token: 'x'.repeat(1501) }, 'token'],
      [device, { token: 'é'.repeat(751) }, 'token'],
      [device, {}, 'token'],
      [device, { token: newToken(), uid: 'someone-else' }, 'uid'],
    ];
    for (const [header, body, field] of cases) {
      const res = await saveToken(member, header, body);
      expect(res.status, JSON.stringify({ header, field })).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation/invalid-input', field });
      expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    }
    const del = await removeToken(member, 'bad id');
    expect(del.status).toBe(400);
    expect(del.body).toMatchObject({ code: 'validation/invalid-input', field: 'x-device-id' });
    expect(await devicesOf(member.uid)).toEqual({});
  });
});

describe('POST /service/fcm-token', () => {
  it('saves the token under this device, and a new token for the same device replaces it (created_at kept)', async () => {
    const member = await createUser();
    const device = newDevice();
    const first = newToken();
    const res = await saveToken(member, device, { token: first });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { saved: true } });
    const saved = (await devicesOf(member.uid))[device]!;
    expect(saved).toMatchObject({ token: first });
    expect(saved.user_agent).toHaveLength(200);
    expect(saved.user_agent).toMatch(/^Mozilla\/5\.0 \(push test\)/);

    const second = newToken();
    expect((await saveToken(member, device, { token: second })).body).toEqual({ data: { saved: true } });
    const devices = await devicesOf(member.uid);
    expect(Object.keys(devices)).toEqual([device]);
    expect(devices[device]).toMatchObject({ token: second });
    expect((devices[device]!.created_at as Timestamp).isEqual(saved.created_at as Timestamp)).toBe(true);
    expect((devices[device]!.updated_at as Timestamp).toMillis()).toBeGreaterThanOrEqual((saved.updated_at as Timestamp).toMillis());
  });

  it('null (permission denied) forgets this device only; DELETE (sign-out) does too', async () => {
    const member = await createUser();
    const [a, b] = [newDevice(), newDevice()];
    await saveToken(member, a, { token: newToken() });
    await saveToken(member, b, { token: newToken() });
    const denied = await saveToken(member, a, { token: null });
    expect(denied.status).toBe(200);
    expect(denied.body).toEqual({ data: { saved: false } });
    expect(Object.keys(await devicesOf(member.uid))).toEqual([b]);

    const out = await removeToken(member, b);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: { saved: false } });
    expect(await devicesOf(member.uid)).toEqual({});
    // Forgetting a device that has nothing saved is not an error.
    expect((await removeToken(member, b)).body).toEqual({ data: { saved: false } });
  });

  it('moves a token to whoever saved it last: another member on a shared computer, or another device id', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    const device = newDevice();
    const token = newToken();
    await saveToken(alice, device, { token });
    const aliceOther = newDevice();
    await saveToken(alice, aliceOther, { token: newToken() });

    // Alice signs out without the DELETE reaching us; Bob signs in on the same browser.
    expect((await saveToken(bob, device, { token })).status).toBe(200);
    expect(Object.keys(await devicesOf(alice.uid))).toEqual([aliceOther]);
    expect(await devicesOf(bob.uid)).toMatchObject({ [device]: { token } });

    // The browser lost its device id (storage cleared): the token follows the new id.
    const renamed = newDevice();
    await saveToken(bob, renamed, { token });
    expect(Object.keys(await devicesOf(bob.uid))).toEqual([renamed]);
  });

  it(`keeps at most ${PUSH_MAX_DEVICES} devices per member, dropping the least recently saved`, async () => {
    const member = await createUser();
    const old = Array.from({ length: PUSH_MAX_DEVICES }, () => newDevice());
    // Saved one minute apart, the first the oldest.
    await Promise.all(old.map((d, i) => storeDevice(member.uid, d, newToken(), Timestamp.fromMillis(Date.now() - (PUSH_MAX_DEVICES - i) * 60_000))));
    const fresh = newDevice();
    await saveToken(member, fresh, { token: newToken() });
    const kept = Object.keys(await devicesOf(member.uid)).sort();
    expect(kept).toHaveLength(PUSH_MAX_DEVICES);
    expect(kept).toEqual([...old.slice(1), fresh].sort());

    // Re-saving an existing device makes it the most recent, and adds no device.
    await saveToken(member, old[1]!, { token: newToken() });
    expect(Object.keys(await devicesOf(member.uid)).sort()).toEqual([...old.slice(1), fresh].sort());
  });
});
