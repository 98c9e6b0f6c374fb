/**
 * The member's day (core/src/memberDay.ts) applied to a stored user document: every earning,
 * counter, claim and screen asks this module which day it is for a member. docs/member-day.md.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  DEFAULT_TIMEZONE,
  memberClock,
  memberDayKey,
  nextMemberDayStart,
  reportZone,
  resolveTimeZone,
  settleZone,
  type DayClock,
  type MemberZone,
} from '@pilotmiles/core';

const millis = (t: unknown): number | null => (t instanceof Timestamp ? t.toMillis() : null);

/** The zone state stored on users/{uid}. */
function storedZone(user: DocumentData | undefined): MemberZone {
  const request = user?.timezone_request as { zone?: unknown; requested_at?: unknown } | null | undefined;
  const requestedAt = millis(request?.requested_at);
  return {
    zone: resolveTimeZone(user?.timezone ?? DEFAULT_TIMEZONE),
    switchedAt: millis(user?.timezone_switched_at),
    request:
      request && typeof request.zone === 'string' && requestedAt !== null
        ? { zone: resolveTimeZone(request.zone), requestedAt }
        : null,
  };
}

/** The user-document fields for a zone state. */
export function zoneFields(state: MemberZone): DocumentData {
  return {
    timezone: state.zone,
    timezone_switched_at: state.switchedAt === null ? null : Timestamp.fromMillis(state.switchedAt),
    timezone_request: state.request
      ? { zone: state.request.zone, requested_at: Timestamp.fromMillis(state.request.requestedAt) }
      : null,
  };
}

const sameZone = (a: MemberZone, b: MemberZone) =>
  a.zone === b.zone &&
  a.switchedAt === b.switchedAt &&
  a.request?.zone === b.request?.zone &&
  a.request?.requestedAt === b.request?.requestedAt;

/**
 * The fields to write after the client reported `reported` (x-timezone), or null when nothing
 * changes. A report never changes today: a new zone waits for its switch (core's rule).
 */
export function zoneReportUpdates(user: DocumentData | undefined, reported: string | null, now: Date): DocumentData | null {
  const stored = storedZone(user);
  const next = reported ? reportZone(stored, reported, now.getTime()) : settleZone(stored, now.getTime());
  return sameZone(stored, next) ? null : zoneFields(next);
}

export interface MemberToday {
  /** YYYY-MM-DD: the member's day now. */
  day: string;
  /** When that day ends. */
  endsAt: Date;
  /** The zone in force now (for display). */
  zone: string;
  clock: DayClock;
}

/** Which day it is for the member stored in `user`, at `now`. */
export function memberToday(user: DocumentData | undefined, now: Date): MemberToday {
  const state = storedZone(user);
  const at = now.getTime();
  return {
    day: memberDayKey(state, at),
    endsAt: new Date(nextMemberDayStart(state, at)),
    zone: settleZone(state, at).zone,
    clock: memberClock(state),
  };
}
