import { describe, expect, it } from 'vitest';
import {
  ZONE_SWITCH_MIN_INTERVAL_MS,
  canonicalTimeZone,
  memberDayKey,
  nextLocalMidnight,
  nextMemberDayStart,
  reportZone,
  settleZone,
  zoneOnly,
  zoneSwitchAt,
  type MemberZone,
} from '../src';

const HOUR = 3600_000;
const MIN = 60_000;
const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('member day without a zone change', () => {
  it('is the date in the stored zone and ends at its local midnight', () => {
    const state = zoneOnly('Asia/Tokyo');
    const now = utc('2026-11-23T14:30:00'); // 23:30 in Tokyo
    expect(memberDayKey(state, now)).toBe('2026-11-23');
    expect(nextMemberDayStart(state, now)).toBe(utc('2026-11-23T15:00:00'));
  });
});

describe('reportZone', () => {
  const base: MemberZone = { zone: 'America/New_York', switchedAt: null, request: null };
  const now = utc('2026-11-23T15:00:00');

  it('a new zone becomes a request; repeating it keeps its clock; the zone in force cancels it', () => {
    const asked = reportZone(base, 'Asia/Tokyo', now);
    expect(asked).toEqual({ ...base, request: { zone: 'Asia/Tokyo', requestedAt: now } });
    expect(reportZone(asked, 'Asia/Tokyo', now + HOUR)).toBe(asked);
    expect(reportZone(asked, 'America/New_York', now + HOUR)).toEqual(base);
    expect(reportZone(base, 'America/New_York', now)).toBe(base);
  });

  it('stores canonical names: another spelling of the zone in force is no change', () => {
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(reportZone(zoneOnly('Asia/Tokyo'), 'asia/TOKYO', now).request).toBeNull();
    expect(reportZone(base, 'Not/AZone', now).request).toEqual({ zone: 'UTC', requestedAt: now });
  });
});

describe('a switch of zone', () => {
  it('flying east, starts at the next midnight of either zone, not at once', () => {
    // New York 10:30 on 11-23, Tokyo already 00:30 on 11-24.
    const requested = reportZone(zoneOnly('America/New_York'), 'Asia/Tokyo', utc('2026-11-23T15:30:00'));
    const nyMidnight = utc('2026-11-24T05:00:00');
    const tokyoMidnight = utc('2026-11-24T15:00:00');
    // Until New York's midnight the member stays on New York's 23rd.
    expect(memberDayKey(requested, nyMidnight - 1)).toBe('2026-11-23');
    expect(nextMemberDayStart(requested, nyMidnight - HOUR)).toBe(nyMidnight);
    // There Tokyo's date (the 24th, 14:00) is not behind: the switch happens, the date is the 24th...
    expect(zoneSwitchAt(requested)).toBe(nyMidnight);
    expect(settleZone(requested, nyMidnight)).toEqual({ zone: 'Asia/Tokyo', switchedAt: nyMidnight, request: null });
    expect(memberDayKey(requested, nyMidnight)).toBe('2026-11-24');
    // ...and it ends at Tokyo's midnight.
    expect(nextMemberDayStart(requested, nyMidnight)).toBe(tokyoMidnight);
    expect(memberDayKey(requested, tokyoMidnight)).toBe('2026-11-25');
  });

  it('flying west, the date never goes back: today lasts until midnight where the member is', () => {
    // Claimed things on 11-23 in New York; lands in Los Angeles at 22:00 New York time.
    const requested = reportZone(zoneOnly('America/New_York'), 'America/Los_Angeles', utc('2026-11-24T03:00:00'));
    const nyMidnight = utc('2026-11-24T05:00:00');
    const laMidnight = utc('2026-11-24T08:00:00');
    expect(zoneSwitchAt(requested)).toBe(laMidnight);
    // At New York's midnight Los Angeles is still on the 23rd: the member moves on to the 24th.
    expect(memberDayKey(requested, nyMidnight)).toBe('2026-11-24');
    expect(memberDayKey(requested, laMidnight)).toBe('2026-11-24');
    // The 24th ends at Los Angeles' next midnight, 27 h after it began.
    expect(nextMemberDayStart(requested, nyMidnight + HOUR)).toBe(utc('2026-11-25T08:00:00'));
    expect(nextMemberDayStart(requested, nyMidnight - HOUR)).toBe(nyMidnight);
  });

  it('waits 24 h after the previous switch', () => {
    const switchedAt = utc('2026-11-23T15:00:00');
    const state: MemberZone = { zone: 'Asia/Tokyo', switchedAt, request: null };
    const asked = reportZone(state, 'Europe/London', switchedAt + HOUR);
    const at = zoneSwitchAt(asked)!;
    expect(at).toBeGreaterThanOrEqual(switchedAt + ZONE_SWITCH_MIN_INTERVAL_MS);
    // The first midnight after those 24 h: London's, where the date (the 25th) equals Tokyo's.
    expect(at).toBe(nextLocalMidnight(switchedAt + ZONE_SWITCH_MIN_INTERVAL_MS, 'Europe/London').getTime());
    expect(at).toBe(utc('2026-11-25T00:00:00'));
  });
});

/** Distinct member days seen in each 24 h window of a timeline of (time, day) samples. */
function maxDaysIn24h(samples: Array<{ t: number; day: string }>): number {
  let max = 0;
  for (let i = 0; i < samples.length; i++) {
    const days = new Set<string>();
    for (let j = i; j < samples.length && samples[j]!.t < samples[i]!.t + 24 * HOUR; j++) days.add(samples[j]!.day);
    max = Math.max(max, days.size);
  }
  return max;
}

/** A member who reports `zoneAt(t)` every `step` ms for `days` days; returns their days over time. */
function simulate(start: MemberZone, t0: number, days: number, step: number, zoneAt: (t: number, i: number) => string) {
  let state = start;
  const samples: Array<{ t: number; day: string }> = [];
  for (let i = 0, t = t0; t < t0 + days * 24 * HOUR; i++, t += step) {
    state = reportZone(state, zoneAt(t, i), t);
    samples.push({ t, day: memberDayKey(state, t) });
  }
  return samples;
}

describe('hostile zone switching (docs/member-day.md "Why this rule")', () => {
  const t0 = utc('2026-11-21T00:07:00');

  it('a member who stays put sees two days in any 24 h', () => {
    const samples = simulate(zoneOnly('Europe/Paris'), t0, 4, 10 * MIN, () => 'Europe/Paris');
    expect(maxDaysIn24h(samples)).toBe(2);
  });

  it('alternating Kiritimati and Pago Pago every 5 minutes earns at most one extra day in 24 h', { timeout: 30_000 }, () => {
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    const samples = simulate(zoneOnly('Pacific/Pago_Pago'), t0, 3, 5 * MIN, (_t, i) => zones[i % 2]!);
    expect(maxDaysIn24h(samples)).toBeLessThanOrEqual(3);
    const days = samples.map((s) => s.day);
    expect(days).toEqual([...days].sort()); // never backwards
  });

  it('any schedule over the extreme zones: days never go back, at most 3 in any 24 h', { timeout: 30_000 }, () => {
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Etc/GMT+12', 'Asia/Tokyo', 'UTC', 'America/Los_Angeles', 'Pacific/Chatham'];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let run = 0; run < 24; run++) {
      const stepMinutes = 5 + Math.floor(random() * 180);
      const samples = simulate(zoneOnly(zones[run % zones.length]!), t0 + run * 37 * MIN, 5, stepMinutes * MIN, () =>
        zones[Math.floor(random() * zones.length)]!,
      );
      const days = samples.map((s) => s.day);
      expect(days).toEqual([...days].sort());
      expect(maxDaysIn24h(samples)).toBeLessThanOrEqual(3);
    }
  });
});
