/**
 * The member's day: the one rule for "today", used by every earning, counter, job and
 * screen. docs/member-day.md explains the choice.
 *
 * A member's day is counted in their zone. The client reports the zone it is in (x-timezone); a
 * different zone does not take effect at once. It is adopted at the first local midnight (of the
 * old zone or the new one) that comes at least 24 h after the previous switch and at which the new
 * zone's date is not earlier than the old zone's. So:
 *  - the member's date never goes backwards, and a day counter is never reset by a zone change;
 *  - a switch always coincides with a day boundary, and at most one switch happens in any 24 h,
 *    so however often a member flips zones, 24 h hold at most one day boundary more than a
 *    member who stays put: at most one extra day's article cap and challenge tiers;
 *  - a traveller's day follows them: flying east, the new zone starts at its own midnight (or the
 *    old one's); flying west, today simply lasts until midnight where they are.
 */
import { nextLocalMidnight } from './countdown';
import { dayKey, resolveTimeZone } from './time';

/** At most one switch of zone in this long. */
export const ZONE_SWITCH_MIN_INTERVAL_MS = 24 * 3600_000;

/** Day boundaries examined for a switch: a switch is always found within two of them. */
const MAX_BOUNDARIES = 8;

export interface ZoneRequest {
  zone: string;
  /** Epoch ms when the client first reported this zone. */
  requestedAt: number;
}

/** What is stored of a member's zone (users/{uid}: timezone, timezone_switched_at, timezone_request). */
export interface MemberZone {
  /** The zone the member's day is counted in. */
  zone: string;
  /** Epoch ms when `zone` took effect; null when it was set at sign-up and never switched. */
  switchedAt: number | null;
  /** A different zone the client reported, waiting for its switch. */
  request: ZoneRequest | null;
}

export const zoneOnly = (zone: string): MemberZone => ({ zone: resolveTimeZone(zone), switchedAt: null, request: null });

/**
 * The instant a pending request takes effect (epoch ms), or null without one. It is a function of
 * the stored state alone, so every request, job and screen agrees on it.
 */
export function zoneSwitchAt(state: MemberZone): number | null {
  const { request } = state;
  if (!request || request.zone === state.zone) return null;
  const from = Math.max(request.requestedAt, (state.switchedAt ?? -Infinity) + ZONE_SWITCH_MIN_INTERVAL_MS);
  let t = from;
  for (let i = 0; i < MAX_BOUNDARIES; i++) {
    const boundary = Math.min(
      nextLocalMidnight(t, state.zone).getTime(),
      nextLocalMidnight(t, request.zone).getTime(),
    );
    if (dayKey(boundary, request.zone) >= dayKey(boundary, state.zone)) return boundary;
    t = boundary;
  }
  return null;
}

/** The state in force at `now`: a request whose instant has passed has become the zone. */
export function settleZone(state: MemberZone, now: number): MemberZone {
  const at = zoneSwitchAt(state);
  if (at === null || now < at) return state;
  return { zone: state.request!.zone, switchedAt: at, request: null };
}

/** The member's date (YYYY-MM-DD) at `now`. */
export function memberDayKey(state: MemberZone, now: number): string {
  return dayKey(now, settleZone(state, now).zone);
}

/** The instant the member's current day ends (epoch ms): the next change of memberDayKey. */
export function nextMemberDayStart(state: MemberZone, now: number): number {
  const settled = settleZone(state, now);
  const midnight = nextLocalMidnight(now, settled.zone).getTime();
  const at = zoneSwitchAt(settled);
  if (at === null || at >= midnight) return midnight;
  // The switch comes first. Flying east it starts a new date; flying west the date stays and
  // today lasts until midnight in the new zone.
  const zone = settled.request!.zone;
  if (dayKey(at, zone) !== dayKey(now, settled.zone)) return at;
  return nextLocalMidnight(at, zone).getTime();
}

/**
 * The state after the client reports being in `reported` at `now`: a report of the zone in force
 * cancels a pending request; a new zone becomes the request (its clock starts now); repeating the
 * pending zone changes nothing.
 */
export function reportZone(state: MemberZone, reported: string, now: number): MemberZone {
  const settled = settleZone(state, now);
  const zone = resolveTimeZone(reported);
  if (zone === settled.zone) return settled.request ? { ...settled, request: null } : settled;
  if (settled.request?.zone === zone) return settled;
  return { ...settled, request: { zone, requestedAt: now } };
}

/** A clock for rules that need "which day is it" and "when does it end" (daily bonus). */
export interface DayClock {
  dayKey(at: number): string;
  nextDayStart(at: number): number;
}

export const memberClock = (state: MemberZone): DayClock => ({
  dayKey: (at) => memberDayKey(state, at),
  nextDayStart: (at) => nextMemberDayStart(state, at),
});
