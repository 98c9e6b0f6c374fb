/** POST /events: analytics from anyone; a valid session attaches the user, a bad one is ignored. */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { api, authHeader, checkLedgersAfterEachTest, createUser, docsWhere, emulatorToken, uniqueId } from '../support/helpers';

checkLedgersAfterEachTest();

const nowS = () => Math.floor(Date.now() / 1000);

/** Sends an event with a unique session id and returns the response and what was stored. */
async function sendEvent(headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  const session_id = uniqueId('s').slice(0, 40);
  const res = await api()
    .post('/api/events')
    .set(headers)
    .send({ event_type: 'page_view', session_id, page_url: 'http://127.0.0.1:5000/offers', ...extra });
  return { res, stored: await docsWhere('events', 'session_id', session_id) };
}

describe('POST /events', () => {
  it('records an anonymous event', async () => {
    const { res, stored } = await sendEvent({}, { event_data: { path: '/offers', referrer: null } });
    expect(res.status).toBe(201);
    expect(res.body.data.id).toEqual(expect.any(String));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      event_type: 'page_view',
      event_data: { path: '/offers', referrer: null },
      page_url: 'http://127.0.0.1:5000/offers',
      uid: null,
    });
    expect(stored[0]!.created_at).toBeInstanceOf(Timestamp);
  });

  it('attaches the uid of a valid session', async () => {
    const user = await createUser();
    const { res, stored } = await sendEvent(authHeader(user));
    expect(res.status).toBe(201);
    expect(stored[0]!.uid).toBe(user.uid);
  });

  it('records a bad or expired session as anonymous instead of refusing it', async () => {
    const user = await createUser();
    const expired = emulatorToken(user, { auth_time: nowS() - 7200, iat: nowS() - 7200, exp: nowS() - 3600 });
    for (const authorization of ['Bearer garbage', `Bearer ${expired}`, 'Basic abc']) {
      const { res, stored } = await sendEvent({ authorization });
      expect(res.status, authorization).toBe(201);
      expect(stored[0]!.uid).toBeNull();
    }
  });

  it('stores empty event data by default and keeps flat lists such as offer tags', async () => {
    const bare = await sendEvent();
    expect(bare.stored[0]!.event_data).toEqual({});

    const data = { offer_id: 'of-1', offer_tags: ['category:game', 'category:app'], offer_summary_pilot_miles: 250, signed_in: true };
    const tagged = await sendEvent({}, { event_type: 'StartEarning_OfferStart', event_data: data });
    expect(tagged.res.status).toBe(201);
    expect(tagged.stored[0]!.event_data).toEqual(data);
  });
});
