/** What every caller gets outside the resource routes: health, and JSON 404s with or without /api. */
import { logger } from 'firebase-functions';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestLogRuntime } from '../../src/platform/http/requestLog';
import { api, authHeader, checkLedgersAfterEachTest, createUser, type TestUser } from '../support/helpers';

checkLedgersAfterEachTest();

describe('routing', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser();
  });

  afterEach(() => vi.restoreAllMocks());

  it.each(['/api/health', '/health'])('GET %s answers ok once Firestore answers', async (path) => {
    const res = await api().get(path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ok: true, firestore_ms: expect.any(Number) } });
  });

  it('logs each call as one structured line (request id, route pattern, status, latency, member, error code)', async () => {
    vi.spyOn(requestLogRuntime, 'everyCall').mockReturnValue(true); // as deployed
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const ok = await api().get('/api/users').set(authHeader(user));
    const refused = await api().get('/api/users');
    const id = ok.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(info).toHaveBeenCalledWith('GET /users 200', expect.objectContaining({ request_id: id, route: '/users', status: 200, uid: user.uid, latency_ms: expect.any(Number) }));
    expect(warn).toHaveBeenCalledWith(
      'GET /users 403',
      expect.objectContaining({ request_id: refused.headers['x-request-id'], status: 403, uid: null, error_code: 'auth/session-expired' }),
    );
  });

  it('logs only failures and slow calls in the emulator', async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await api().get('/api/users').set(authHeader(user));
    await api().get('/api/nope');
    expect(info).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("takes Google's trace id as the request id when the call came through Hosting", async () => {
    const res = await api().get('/api/health').set('X-Cloud-Trace-Context', '105445aa7843bc8bf206b12000100000/1;o=1');
    expect(res.headers['x-request-id']).toBe('105445aa7843bc8bf206b12000100000');
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/nope'],
    ['GET', '/'],
    ['POST', '/api/health'],
    ['GET', '/api/users/nope/deeper'],
    ['DELETE', '/api/users'],
    ['PUT', '/users/login'],
  ])('%s %s is a JSON 404 not-found', async (method, path) => {
    const res = await api()[method.toLowerCase() as 'get'](path).set(authHeader(user));
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: expect.any(String), code: 'not-found' });
  });

  it('serves the same API without the /api prefix (a direct call to the function)', async () => {
    const res = await api().get('/users').set(authHeader(user));
    expect(res.status).toBe(200);
    expect(res.body.data.uid).toBe(user.uid);
  });

  it('does not announce the framework', async () => {
    const res = await api().get('/api/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
