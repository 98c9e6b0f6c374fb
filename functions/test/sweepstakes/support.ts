/**
 * Fixtures of the sweepstakes tests: sweepstakes created through the API by a staff account, time
 * moved by writing a sweepstake's dates (the services read the clock, so "it ended" is a past
 * end_date), entry calls, and the draw run to its end (its pages are queued tasks).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { AdminSweepstake } from '@pilotmiles/core';
import { db } from '../../src/platform/firebase';
import { runQueuedTasks } from '../../src/platform/tasks';
import { drawSweepstake } from '../../src/sweepstakes';
import { forgetLiveSweepstakes } from '../../src/sweepstakes/view.service';
import { api, authHeader, createUser, type TestUser } from '../support/helpers';

const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

let staff: Promise<TestUser> | null = null;
/** One staff account per test file. */
export const admin = () => (staff ??= createUser({ admin: true }));

/** A create body in its camelCase names: open now for a week, 100 PM an entry, 5 entries each. */
export const createBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Test sweepstake ${randomUUID().slice(0, 6)}`,
  description: 'A prize for tests.',
  rules: '## Official rules\n\nNo purchase necessary.',
  value: 50,
  entryCost: 100,
  maxEntries: 5,
  startDate: new Date(Date.now() - HOUR).toISOString(),
  endDate: new Date(Date.now() + 7 * DAY).toISOString(),
  imageUrl: '/images/sweepstakes/cash.svg',
  ...overrides,
});

export async function makeSweepstake(overrides: Record<string, unknown> = {}): Promise<AdminSweepstake> {
  const res = await api()
    .post('/api/sweepstakes')
    .set(authHeader(await admin()))
    .send(createBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

export const sweepRef = (id: string) => db.collection('sweepstakes').doc(id);
export const stored = async (id: string) => (await sweepRef(id).get()).data()!;

/** Moves a sweepstake in time: its end (and start) so many ms from now. */
export async function setTimes(id: string, { startIn, endIn }: { startIn?: number; endIn: number }) {
  const now = Date.now();
  await sweepRef(id).update({
    end_date: Timestamp.fromMillis(now + endIn),
    ...(startIn !== undefined ? { start_date: Timestamp.fromMillis(now + startIn) } : {}),
  });
  // Written behind the app's back: its list of running sweepstakes is read again.
  forgetLiveSweepstakes();
}
/** It ended a moment ago. */
export const endNow = (id: string) => setTimes(id, { startIn: -2 * DAY, endIn: -1_000 });

export const enterCall = (user: Pick<TestUser, 'idToken'>, id: string, body: Record<string, unknown>) =>
  api().post(`/api/sweepstakes/${id}/enter`).set(authHeader(user)).send(body);

export const key = () => randomUUID();

export async function entryDoc(id: string, uid: string) {
  return (await sweepRef(id).collection('entries').doc(uid).get()).data();
}

export async function auditFor(id: string) {
  const snap = await db.collection('adminLogs').where('target', '==', `sweepstakes/${id}`).get();
  return snap.docs.map((d) => d.data());
}

/** Starts the draw and runs its queued pages, then the result notices, as Cloud Tasks would. */
export async function drawNow(id: string, now?: Date) {
  const started = await drawSweepstake(id, now);
  await runQueuedTasks();
  return started;
}
