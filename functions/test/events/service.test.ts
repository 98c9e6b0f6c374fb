/**
 * POST /service/ping-main-page: the landing's heartbeat counts a visit into the day's figures (the
 * instance holds its visits and writes them every FLUSH_MS), keeps nothing about the caller, and is
 * rate-limited per IP.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../src/platform/firebase';
import { FLUSH_MS, flushLandingVisits } from '../../src/events/landingVisits';
import { measure } from '../../../emulators/bench/callCounter';
import { RATE_LIMITS } from '../../src/platform/http/rateLimit';
import { api, authHeader, createUser, randomIp } from '../support/helpers';

const PATH = '/api/service/ping-main-page';

/** Landing visits counted today, read straight from the counters. */
async function visitsToday(): Promise<{ total: number; docs: Array<Record<string, unknown>> }> {
  const day = new Date().toISOString().slice(0, 10);
  const snap = await db.collection('eventStats').doc(day).collection('counters').where('kind', '==', 'visit').get();
  const docs = snap.docs.map((d) => d.data());
  return { total: docs.reduce((n, d) => n + Number(d.count), 0), docs };
}

describe('POST /service/ping-main-page', () => {
  it('counts a visit and stores nothing about the visitor', async () => {
    const member = await createUser();
    const ip = randomIp();
    const before = await visitsToday();
    const anonymous = await api().post(PATH).set('x-forwarded-for', ip);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ data: { ok: true } });
    const signedIn = await api().post(PATH).set(authHeader(member));
    expect(signedIn.status).toBe(200);
    await flushLandingVisits();
    const after = await visitsToday();
    // Other suites may ping at the same time: at least our two.
    expect(after.total - before.total).toBeGreaterThanOrEqual(2);
    const stored = JSON.stringify(after.docs);
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain(member.uid);
    for (const doc of after.docs) expect(Object.keys(doc).sort()).toEqual(['count', 'day', 'expire_at', 'key', 'kind']);
  });

  it(`writes an instance's visits at most once per ${FLUSH_MS / 1000} s, however many, and counts them all`, async () => {
    await flushLandingVisits(); // a write just now: the next ones wait for the window
    const before = await visitsToday();
    const pings = 30;
    const { counts } = await measure(
      async () => {
        for (let i = 0; i < pings; i++) expect((await api().post(PATH).set('x-forwarded-for', randomIp())).status).toBe(200);
      },
      { settle: true },
    );
    // Was one write per visit.
    expect(counts.writes).toBe(0);
    const { counts: flushed } = await measure(() => flushLandingVisits(), { settle: true });
    expect(flushed.writes).toBe(1);
    // Other suites may ping at the same time: at least ours.
    expect((await visitsToday()).total - before.total).toBeGreaterThanOrEqual(pings);
  });

  it(`answers 429 after ${RATE_LIMITS.landingPingsPerIpPerMinute} pings a minute from one address, without counting it`, async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    let refused: { body: Record<string, unknown>; headers: Record<string, string> } | null = null;
    for (let i = 0; i <= RATE_LIMITS.landingPingsPerIpPerMinute; i++) {
      const res = await api().post(PATH).set('x-forwarded-for', ip);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMITS.landingPingsPerIpPerMinute);
    expect(statuses.at(-1)).toBe(429);
    expect(refused?.body).toMatchObject({ code: 'rate-limited' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await api().post(PATH).set('x-forwarded-for', randomIp())).status).toBe(200);
  });
});
