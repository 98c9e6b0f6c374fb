/**
 * Per-IP limits when the platform gives no client address (the Functions emulator hands requests
 * over a local socket, with no address and no X-Forwarded-For): the API must still answer, and
 * outside the emulator such callers share one bucket rather than escape the limit.
 */
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/platform/http/rateLimit';
import { app, docsWhere, uniqueEmail, uniqueId } from '../support/helpers';

const socketPath = path.join(mkdtempSync(path.join(tmpdir(), 'pm-api-')), 'api.sock');
let server: http.Server;

beforeAll(async () => {
  server = app.listen(socketPath);
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A JSON POST over the unix socket: the request has no remote address. */
function post(pathname: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath, path: pathname, method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('a caller without an address', () => {
  it('gets answers, not 500s, from the per-IP limited endpoints', async () => {
    const session_id = uniqueId('noip').slice(0, 40);
    const event = await post('/api/events', { event_type: 'page_view', session_id, event_data: {} });
    expect(event.status).toBe(201);
    expect(await docsWhere('events', 'session_id', session_id)).toHaveLength(1);
    const resend = await post('/api/users/resend-email-verification', { email: uniqueEmail('noip') });
    expect(resend).toEqual({ status: 200, body: { data: { sent: true } } });
  });

  it('shares one bucket with every other caller without an address', async () => {
    const session_id = uniqueId('noip-burst').slice(0, 40);
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.eventsPerIpPerMinute + 5; i++)
      statuses.push((await post('/api/events', { event_type: 'page_view', session_id, event_data: {} })).status);
    // The first test of this file used one slot of the bucket.
    expect(statuses.filter((s) => s === 201)).toHaveLength(RATE_LIMITS.eventsPerIpPerMinute - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});
