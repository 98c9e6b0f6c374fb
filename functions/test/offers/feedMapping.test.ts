/**
 * The Swaarm feed (docs/offers.md "The loop"): each offer checked and mapped to our offer document,
 * payouts in PM at the member share, and descriptions sanitised on the server. Then the fetch
 * itself against small local HTTP servers: paging, skipped offers, and the failures that must stop
 * a sync.
 */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { payoutToPilotMiles } from '@pilotmiles/core';
import { SWAARM_OFFERS } from '../../../emulators/partners/swaarm/offers';
import {
  FEED_PAGE_SIZE,
  FeedError,
  fetchFeed,
  mapFeedOffer,
  sanitizeDescription,
  swaarmFeedOffer,
  type FeedSource,
} from '../../src/offers/swaarm.feed';

/** A feed offer as Swaarm sends it; `overrides` replace fields. */
function rawOffer(overrides: Record<string, unknown> = {}) {
  return {
    id: '9001',
    name: 'Dragon Quest Test',
    description: '<p>Play <b>now</b>.</p>',
    status: 'active',
    previewUrl: 'https://cdn.example/9001.png',
    trackingUrl: 'https://track.example/click?offer_id=9001&pub_id=pm',
    platform: 'android',
    category: 'game',
    type: 'CPE',
    rank: 77,
    countries: ['us', 'CA'],
    events: [
      { eventTypeId: 'install', name: 'Install', payout: { theyGetInDollars: 0.5 } },
      { eventTypeId: 'level_10', name: 'Reach level 10', payout: { theyGetInDollars: 2.1 } },
      { eventTypeId: 'level_30', name: 'Reach level 30', payout: { theyGetInDollars: 6.55 } },
    ],
    ...overrides,
  };
}

const check = (raw: unknown) => swaarmFeedOffer.parse(raw);

describe('mapFeedOffer', () => {
  it('maps a multi-step offer: PM per event at the member share, their sum, tags, platform label', () => {
    const offer = mapFeedOffer(check(rawOffer()), 0.7);
    expect(offer).toEqual({
      id: '9001',
      name: 'Dragon Quest Test',
      description: '<p>Play <b>now</b>.</p>',
      preview_url: 'https://cdn.example/9001.png',
      platform: 'android',
      platform_display: 'Android',
      type: 'CPE',
      tags: ['category:game'],
      summary_pilot_miles: 35 + 147 + 458,
      events: [
        { id: 'install', name: 'Install', pilot_miles: 35 },
        { id: 'level_10', name: 'Reach level 10', pilot_miles: 147 },
        { id: 'level_30', name: 'Reach level 30', pilot_miles: 458 },
      ],
      popularity: 77,
      network: 'swaarm',
      active: true,
      tracking_url: 'https://track.example/click?offer_id=9001&pub_id=pm',
      event_payouts_usd: { install: 0.5, level_10: 2.1, level_30: 6.55 },
      countries: ['US', 'CA'],
    });
  });

  it('changes every reward with the member share', () => {
    const offer = mapFeedOffer(check(rawOffer()), 0.5);
    expect(offer.events.map((e) => e.pilot_miles)).toEqual([25, 105, 327]);
    expect(offer.summary_pilot_miles).toBe(25 + 105 + 327);
  });

  it.each([
    ['ios', 'iOS'],
    ['android', 'Android'],
    ['web', 'Web'],
  ])('labels platform %s as %s', (platform, label) => {
    expect(mapFeedOffer(check(rawOffer({ platform })), 0.7).platform_display).toBe(label);
  });

  it.each(['game', 'app', 'survey', 'explore', 'signup', 'travel'])('tags category %s', (category) => {
    expect(mapFeedOffer(check(rawOffer({ category })), 0.7).tags).toEqual([`category:${category}`]);
  });

  it('marks an offer the feed does not list as running inactive, and keeps a missing type as null', () => {
    const offer = mapFeedOffer(check(rawOffer({ status: 'paused', type: null })), 0.7);
    expect(offer.active).toBe(false);
    expect(offer.type).toBeNull();
  });

  it("reads Swaarm's offer states without case (ACTIVE, PAUSED)", () => {
    expect(mapFeedOffer(check(rawOffer({ status: 'ACTIVE' })), 0.7).active).toBe(true);
    expect(mapFeedOffer(check(rawOffer({ status: 'PAUSED' })), 0.7).active).toBe(false);
  });

  it('drops a preview that is not an http(s) link, and numeric ids become strings', () => {
    const offer = mapFeedOffer(check(rawOffer({ id: 9002, previewUrl: 'javascript:alert(1)' })), 0.7);
    expect(offer.id).toBe('9002');
    expect(offer.preview_url).toBeNull();
  });

  it('maps every offer of the simulator feed, each with events and a summary equal to their sum', () => {
    expect(SWAARM_OFFERS.length).toBeGreaterThanOrEqual(60);
    for (const raw of SWAARM_OFFERS) {
      const offer = mapFeedOffer(check(raw), 0.7);
      expect(offer.events.length).toBeGreaterThan(0);
      expect(offer.summary_pilot_miles).toBe(
        raw.events.reduce((sum, e) => sum + payoutToPilotMiles(e.payout.theyGetInDollars, 0.7), 0),
      );
      expect(offer.description).not.toMatch(/<(?!\/?(p|b|i|em|strong)>|br \/>)/);
    }
  });
});

describe('feed offer checks', () => {
  it.each<[string, Record<string, unknown>]>([
    ['no events', { events: [] }],
    ['a repeated event id', { events: [{ eventTypeId: 'a', name: 'A', payout: { theyGetInDollars: 1 } }, { eventTypeId: 'a', name: 'B', payout: { theyGetInDollars: 1 } }] }],
    ['a negative payout', { events: [{ eventTypeId: 'a', name: 'A', payout: { theyGetInDollars: -1 } }] }],
    ['an unknown platform', { platform: 'windows' }],
    ['a javascript: tracking link', { trackingUrl: 'javascript:alert(1)' }],
    ['an id with a slash', { id: '../users' }],
    ['an empty name', { name: '  ' }],
    ['a category with spaces', { category: 'bad category' }],
  ])('refuses an offer with %s', (_name, overrides) => {
    expect(swaarmFeedOffer.safeParse(rawOffer(overrides)).success).toBe(false);
  });
});

describe('sanitizeDescription', () => {
  it.each([
    ['<p>Aim, match and pop <b>bubbles</b>.</p><script>alert(1)</script><p>Offline.</p>', '<p>Aim, match and pop <b>bubbles</b>.</p><p>Offline.</p>'],
    ['<p>Find a <em>word</em>.<img src=x onerror=alert(1)></p>', '<p>Find a <em>word</em>.</p>'],
    ['<p p="1" style="font-size:40px">From <b>easy</b> to <i>fiendish</i>.</p>', '<p>From <b>easy</b> to <i>fiendish</i>.</p>'],
    ['<p style="color:red" onclick="steal()">One-tap <strong>filters</strong>.</p>', '<p>One-tap <strong>filters</strong>.</p>'],
    ['<p>How often?</p><iframe src="https://evil.example/frame">inner text</iframe>', '<p>How often?</p>'],
    ['<p>See <a href="javascript:alert(1)">the rules</a>.</p>', '<p>See the rules.</p>'],
    ['<div><span>Gather <i>heroes</i>.</span><div><p>Upgrade.</p></div></div>', 'Gather <i>heroes</i>.<p>Upgrade.</p>'],
    ['<p>Line one<br/>line two<br>three</p>', '<p>Line one<br />line two<br />three</p>'],
    ['<style>p{color:red}</style><p>Styled</p>', '<p>Styled</p>'],
    ['<P ONMOUSEOVER="x()">Upper <B>case</B></P>', '<p>Upper <b>case</b></p>'],
    ['<svg><script>alert(1)</script><text>drawn</text></svg>', 'drawn'],
    ['Plain text & more', 'Plain text &amp; more'],
  ])('reduces %s', (input, expected) => {
    expect(sanitizeDescription(input)).toBe(expected);
  });

  it('leaves no script, handler, attribute or disallowed tag in any hostile description of the feed', () => {
    const hostile = SWAARM_OFFERS.map((o) => o.description).filter((d) => /script|onerror|on\w+=|style=|iframe|href|<div/i.test(d));
    expect(hostile.length).toBeGreaterThanOrEqual(5);
    for (const html of hostile) {
      const clean = sanitizeDescription(html);
      expect(clean).not.toMatch(/<script|onerror|onclick|onmouseover|alert\(|<img|<a[\s>]|<iframe|<div|<span|javascript:/i);
      // No attribute survives: every tag left is a bare allowed tag.
      for (const tag of clean.match(/<[^>]+>/g) ?? []) expect(tag).toMatch(/^<\/?(p|b|i|em|strong)>$|^<br \/>$/);
    }
  });
});

describe('fetchFeed', () => {
  const servers: Array<{ close: () => void }> = [];
  afterEach(() => servers.splice(0).forEach((s) => s.close()));

  /** A feed on a local port answering with `handler`. */
  async function feedAt(handler: RequestListener): Promise<FeedSource> {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/offers`, publisherId: 'pub', apiKey: 'secret-key' };
  }

  /** Serves `offers` in pages of the requested size, recording each request's query. */
  function pagedFeed(offers: unknown[], seen: URLSearchParams[]): RequestListener {
    return (req, res) => {
      const params = new URL(req.url!, 'http://x').searchParams;
      seen.push(params);
      const page = Number(params.get('page'));
      const perPage = Number(params.get('per_page'));
      const omit = new Set((params.get('omit') ?? '').split(','));
      const listed = offers.filter((o) => !omit.has((o as { id: string }).id));
      const slice = listed.slice((page - 1) * perPage, page * perPage);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ offers: slice, page, per_page: perPage, total: listed.length, has_more: page * perPage < listed.length }));
    };
  }

  it('follows every page, sends the credentials and omit, and skips malformed or repeated offers', async () => {
    const offers: Array<Record<string, unknown>> = Array.from({ length: FEED_PAGE_SIZE * 2 + 3 }, (_, i) => rawOffer({ id: String(5000 + i) }));
    offers[7] = { ...offers[7], events: 'none' };
    offers[60] = { ...offers[3] };
    const seen: URLSearchParams[] = [];
    const source = await feedAt(pagedFeed(offers, seen));

    const result = await fetchFeed(source, { omit: ['5001', '5002'] });

    expect(seen.map((p) => p.get('page'))).toEqual(['1', '2', '3']);
    expect(seen[0]!.get('publisher_id')).toBe('pub');
    expect(seen[0]!.get('api_key')).toBe('secret-key');
    expect(seen[0]!.get('omit')).toBe('5001,5002');
    expect(result.listed).toBe(offers.length - 2);
    expect(result.skipped).toBe(2);
    expect(result.offers).toHaveLength(offers.length - 4);
    expect(result.offers.map((o) => o.id)).not.toContain('5001');
  });

  it.each<[string, RequestListener, RegExp]>([
    ['an HTTP error', (_req, res) => res.writeHead(500).end('down'), /HTTP 500/],
    ['a wrong key', (_req, res) => res.writeHead(401).end('{"error":"invalid api_key"}'), /HTTP 401/],
    ['malformed JSON', (_req, res) => res.end('{"offers": ['), /malformed JSON/],
    ['another shape', (_req, res) => res.end('{"items": []}'), /unexpected shape/],
  ])('fails with a clear FeedError on %s, without the key in the message', async (_name, handler, message) => {
    const source = await feedAt(handler);
    const error = await fetchFeed(source).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('secret-key');
  });

  it('fails when the feed cannot be reached', async () => {
    const source = await feedAt((_req, res) => res.end());
    servers.splice(0).forEach((s) => s.close());
    await expect(fetchFeed(source)).rejects.toThrow(/could not reach the offer feed/);
  });
});
