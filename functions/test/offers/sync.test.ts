/**
 * The catalogue sync against the partner simulator's feed (docs/offers.md): every offer written,
 * then only what changed (an unchanged feed writes nothing and keeps the catalogue version),
 * vanished offers made inactive once but kept, reactivation, the member share, and the admin
 * "Sync now" with its audit entry. Other test files read the same `offers`, so each test leaves the catalogue
 * as the feed has it (a plain sync at the end) and the offers it omits are ones no other test uses.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { payoutToPilotMiles } from '@pilotmiles/core';
import { SWAARM_OFFERS } from '../../../emulators/partners/swaarm/offers';
import { db } from '../../src/platform/firebase';
import { forgetConfigs, getConfig, saveConfig } from '../../src/platform/configCache';
import { syncBatching, syncOffers } from '../../src/offers/sync.service';
import { activeCatalogOffers, catalogReads } from '../../src/offers/catalog.service';
import { SIMULATOR, api, authHeader, createUser, docsWhere } from '../support/helpers';

/** Low-ranked offers this file makes vanish for a moment. */
const OMITTED = ['10260', '10708'];

const offerDoc = async (id: string) => (await db.collection('offers').doc(id).get()).data();
const catalogVersion = async () => (await db.collection('offersMeta').doc('catalog').get()).get('version') as number;
/** When each feed offer was last written (Firestore's own update time). */
const writtenAt = async () =>
  new Map((await db.getAll(...SWAARM_OFFERS.map((o) => db.collection('offers').doc(o.id)))).map((d) => [d.id, d.updateTime!.toMillis()]));
const N = SWAARM_OFFERS.length;
const BATCHING = { ...syncBatching };

afterAll(async () => {
  await syncOffers();
});

describe('syncOffers', () => {
  it('writes every feed offer as active, mapped, with its timestamps', async () => {
    const result = await syncOffers();

    // Written now or by an earlier sync on this (persistent) emulator.
    expect(result).toMatchObject({ deactivated: 0, skipped: 0, total: N });
    expect(result.upserted + result.unchanged).toBe(N);
    expect(N).toBeGreaterThanOrEqual(60);
    const docs = await db.getAll(...SWAARM_OFFERS.map((o) => db.collection('offers').doc(o.id)));
    expect(docs.every((d) => d.get('active') === true && d.get('network') === 'swaarm')).toBe(true);

    const share = (await getConfig('offers')).member_share;
    const royal = await offerDoc('10234');
    expect(royal).toMatchObject({
      id: '10234',
      name: 'Royal Match',
      platform: 'ios',
      platform_display: 'iOS',
      type: 'CPE',
      tags: ['category:game'],
      popularity: 97,
      active: true,
      inactive_since: null,
      tracking_url: `${SIMULATOR}/swaarm/click?offer_id=10234&pub_id=pm-local`,
      event_payouts_usd: { install: 0.4, level_10: 2.1, level_30: 6.5 },
      countries: ['US', 'CA', 'GB'],
      events: [
        { id: 'install', name: 'Install', pilot_miles: payoutToPilotMiles(0.4, share) },
        { id: 'level_10', name: 'Reach level 10', pilot_miles: payoutToPilotMiles(2.1, share) },
        { id: 'level_30', name: 'Reach level 30', pilot_miles: payoutToPilotMiles(6.5, share) },
      ],
    });
    expect(royal!.summary_pilot_miles).toBe(royal!.events.reduce((s: number, e: { pilot_miles: number }) => s + e.pilot_miles, 0));
    expect((royal!.first_seen_at as Timestamp).toMillis()).toBeLessThanOrEqual((royal!.synced_at as Timestamp).toMillis());
    // The hostile descriptions are stored clean.
    expect((await offerDoc('10245'))!.description).not.toMatch(/script|alert/);
    expect((await offerDoc('10247'))!.description).not.toMatch(/<img|onerror/);
    expect((await offerDoc('10406'))!.description).not.toMatch(/iframe|evil/);
  });

  it('a second sync of an unchanged feed writes no offer and keeps the catalogue version', async () => {
    await syncOffers();
    const [version, before] = await Promise.all([catalogVersion(), writtenAt()]);

    expect(await syncOffers()).toEqual({ upserted: 0, unchanged: N, deactivated: 0, skipped: 0, total: N });
    expect(await catalogVersion()).toBe(version);
    expect(await writtenAt()).toEqual(before);
  });

  it('writes an offer whose stored content differs from the feed, bumps the version and reloads the catalogue', async () => {
    await syncOffers();
    await activeCatalogOffers();
    const firstSeen = (await offerDoc('10234'))!.first_seen_at as Timestamp;
    // Stored content no longer the feed's (as if the feed had changed its name and a payout).
    const stale = (await offerDoc('10234'))!;
    await db
      .collection('offers')
      .doc('10234')
      .update({ name: 'Old name', events: [{ ...stale.events[0], pilot_miles: 1 }, ...stale.events.slice(1)] });
    const [version, before, reads] = [await catalogVersion(), await writtenAt(), catalogReads()];

    expect(await syncOffers()).toEqual({ upserted: 1, unchanged: N - 1, deactivated: 0, skipped: 0, total: N });
    expect(await catalogVersion()).toBe(version + 1);
    const royal = (await offerDoc('10234'))!;
    expect(royal).toMatchObject({ name: 'Royal Match', events: stale.events, active: true, inactive_since: null });
    expect((royal.first_seen_at as Timestamp).isEqual(firstSeen)).toBe(true);
    const after = await writtenAt();
    expect([...after].filter(([id, at]) => at !== before.get(id)).map(([id]) => id)).toEqual(['10234']);
    // This instance reloaded its catalogue at once: the version and every active offer.
    expect(catalogReads()).toBeGreaterThanOrEqual(reads + 1 + N);
  });

  it('makes offers gone from the feed inactive without deleting them, and a later sync brings them back', async () => {
    await syncOffers();
    const firstSeen = (await offerDoc(OMITTED[0]!))!.first_seen_at as Timestamp;

    const version = await catalogVersion();
    const omitted = await syncOffers({ omit: OMITTED });
    const gone = await Promise.all(OMITTED.map(offerDoc));
    expect(omitted).toMatchObject({ upserted: 0, unchanged: N - OMITTED.length, deactivated: OMITTED.length });
    expect(await catalogVersion()).toBe(version + 1);
    for (const doc of gone) {
      expect(doc).toMatchObject({ active: false, network: 'swaarm' });
      expect(doc!.inactive_since).not.toBeNull();
      expect(doc!.events.length).toBeGreaterThan(0);
    }
    // Still gone at the next sync: made inactive once, not again.
    const before = await writtenAt();
    expect(await syncOffers({ omit: OMITTED })).toMatchObject({ upserted: 0, deactivated: 0 });
    expect(await catalogVersion()).toBe(version + 1);
    expect(await writtenAt()).toEqual(before);

    await syncOffers();
    const back = await Promise.all(OMITTED.map(offerDoc));
    for (const doc of back) expect(doc).toMatchObject({ active: true, inactive_since: null });
    expect((back[0]!.first_seen_at as Timestamp).isEqual(firstSeen)).toBe(true);
  });

  it('converts payouts at the configured member share', async () => {
    const config = await getConfig('offers');
    const admin = await createUser({ admin: true });
    try {
      await saveConfig('offers', { ...config, member_share: 0.5 }, admin.uid);
      // Every offer changes: spread over several batches, each with its version bump.
      Object.assign(syncBatching, { maxWrites: 25 });
      const version = await catalogVersion();
      const halving = await syncOffers();
      expect(halving.upserted).toBeGreaterThan(25);
      expect(await catalogVersion()).toBe(version + Math.ceil(halving.upserted / 25));
      const halved = await offerDoc('10241');
      expect(halved!.events.map((e: { pilot_miles: number }) => e.pilot_miles)).toEqual(
        [0.5, 3, 12, 85].map((d) => payoutToPilotMiles(d, 0.5)),
      );
    } finally {
      Object.assign(syncBatching, BATCHING);
      await saveConfig('offers', config, admin.uid);
      forgetConfigs();
      await syncOffers();
    }
    const restored = await offerDoc('10241');
    expect(restored!.events[3].pilot_miles).toBe(payoutToPilotMiles(85, config.member_share));
  });
});

describe('a feed that lists nothing', () => {
  it('is taken for an outage: the sync fails and no offer is deactivated', async () => {
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ offers: [], page: 1, per_page: 50, total: 0, has_more: false }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = process.env.SWAARM_FEED_URL;
    process.env.SWAARM_FEED_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/offers`;
    try {
      await expect(syncOffers()).rejects.toThrow(/listed no valid offers/);
    } finally {
      process.env.SWAARM_FEED_URL = url;
      server.close();
    }
    expect(await offerDoc('10234')).toMatchObject({ active: true });
  });
});

describe('POST /admin/offers/sync', () => {
  const sync = (user?: { idToken: string }) => {
    const req = api().post('/api/admin/offers/sync');
    return user ? req.set(authHeader(user)) : req;
  };

  it('is for admins only', async () => {
    expect((await sync()).status).toBe(403);
    const member = await createUser();
    const res = await sync(member);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/forbidden');
  });

  it("runs the sync, answers its counts and audits who ran it", async () => {
    const admin = await createUser({ admin: true });
    const res = await sync(admin);
    expect(res.status).toBe(200);
    // The catalogue is already the feed's (the other tests end on a plain sync): nothing to write.
    expect(res.body).toEqual({ data: { upserted: 0, unchanged: N, deactivated: 0, skipped: 0, total: N } });
    const entries = await docsWhere('adminLogs', 'actor', admin.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'offers.sync', target: 'offers', after: res.body.data });
  });

  it('answers 502 with the reason when the feed fails, and audits the failure', async () => {
    const admin = await createUser({ admin: true });
    const url = process.env.SWAARM_FEED_URL;
    process.env.SWAARM_FEED_URL = `${SIMULATOR}/swaarm/api/no-such-feed`;
    try {
      const res = await sync(admin);
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('offers/feed-unavailable');
      expect(res.body.message).toMatch(/^Offer sync failed: the offer feed answered HTTP 404/);
    } finally {
      process.env.SWAARM_FEED_URL = url;
    }
    const entries = await docsWhere('adminLogs', 'actor', admin.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'offers.sync', after: { error: expect.stringMatching(/HTTP 404/) } });
  });
});
