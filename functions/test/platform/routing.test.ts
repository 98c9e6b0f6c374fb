/** What every caller gets outside the resource routes: health, and JSON 404s with or without /api. */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, authHeader, checkLedgersAfterEachTest, createUser, type TestUser } from '../support/helpers';

checkLedgersAfterEachTest();

describe('routing', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser();
  });

  it.each(['/api/health', '/health'])('GET %s answers ok', async (path) => {
    const res = await api().get(path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ok: true } });
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
