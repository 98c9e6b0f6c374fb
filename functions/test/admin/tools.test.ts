/**
 * GET/PUT /admin/embedded-tools and GET/PUT /admin/cp-brand/{id}, GET /admin/cp-brands: staff only,
 * every bad input a 400 naming the field with nothing stored, every save audited with before and
 * after. config/embeddedTools is global, so the happy path restores the previous document.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_EMBEDDED_TOOLS_CONFIG, defaultCpBrand, type CpBrandBody } from '@pilotmiles/core';
import { configRef, forgetConfigs } from '../../src/platform/configCache';
import { db } from '../../src/platform/firebase';
import {
  api,
  authHeader,
  checkLedgersAfterEachTest,
  createUser,
  docsWhere,
  expectSessionExpired,
  sendBadInput,
  type BadInput,
} from '../support/helpers';

checkLedgersAfterEachTest();

const TOOLS = '/api/admin/embedded-tools';
const brandPath = (id: string) => `/api/admin/cp-brand/${id}`;
const brandId = () => `t-${randomUUID().slice(0, 8)}`;
const rawTools = async () => {
  const snap = await configRef('embeddedTools').get();
  return snap.exists ? snap.data()! : null;
};
const rawBrand = async (id: string) => (await db.collection('cpBrands').doc(id).get()).data() ?? null;

const grafana = { url: 'https://acme.grafana.net/d/abc?kiosk', title: 'Ops board' };
const goodTools = { grafana_embedded: grafana, external_iframe: null, allowed_hosts: [] };
const { id: _id, updated_at: _u, ...goodBrand } = defaultCpBrand('x');
const brand: CpBrandBody = { ...goodBrand, name: 'Skyway', colors: { ...goodBrand.colors, primary: '#0a3d62' } };

describe('who may call', () => {
  it('members get 403 on every call and nothing changes', async () => {
    const member = await createUser();
    const id = brandId();
    const before = await rawTools();
    for (const res of [
      await api().get(TOOLS).set(authHeader(member)),
      await api().put(TOOLS).set(authHeader(member)).send(goodTools),
      await api().get('/api/admin/cp-brands').set(authHeader(member)),
      await api().get(brandPath(id)).set(authHeader(member)),
      await api().put(brandPath(id)).set(authHeader(member)).send(brand),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('auth/forbidden');
    }
    expect(await rawTools()).toEqual(before);
    expect(await rawBrand(id)).toBeNull();
  });

  it('anonymous callers get 403 session expired', async () => {
    expectSessionExpired(await api().get(TOOLS));
    expectSessionExpired(await api().put(TOOLS).send(goodTools));
    expectSessionExpired(await api().get('/api/admin/cp-brands'));
    expectSessionExpired(await api().get(brandPath('skyway')));
    expectSessionExpired(await api().put(brandPath('skyway')).send(brand));
  });
});

describe('embedded tools', () => {
  const bad: BadInput[] = [
    { name: 'an http URL', json: { ...goodTools, grafana_embedded: { ...grafana, url: 'http://acme.grafana.net/d' } }, field: 'grafana_embedded.url' },
    { name: 'a host off the list', json: { ...goodTools, external_iframe: { url: 'https://evil.example/x', title: 'X' } }, field: 'external_iframe.url' },
    { name: 'a lookalike host', json: { ...goodTools, grafana_embedded: { ...grafana, url: 'https://acme.grafana.net.evil.example/' } }, field: 'grafana_embedded.url' },
    { name: 'the userinfo trick', json: { ...goodTools, grafana_embedded: { ...grafana, url: 'https://acme.grafana.net@evil.example/' } }, field: 'grafana_embedded.url' },
    { name: 'a user and password', json: { ...goodTools, grafana_embedded: { ...grafana, url: 'https://u:p@acme.grafana.net/' } }, field: 'grafana_embedded.url' },
    { name: 'a javascript: URL', json: { ...goodTools, grafana_embedded: { ...grafana, url: 'javascript:alert(1)' } }, field: 'grafana_embedded.url' },
    { name: 'a blank title', json: { ...goodTools, grafana_embedded: { ...grafana, title: ' ' } }, field: 'grafana_embedded.title' },
    { name: 'a bad extra host', json: { ...goodTools, allowed_hosts: ['https://x.example'] }, field: 'allowed_hosts.0' },
    { name: 'an unknown field', json: { ...goodTools, metabase: null }, field: 'metabase' },
    { name: 'a missing tool', json: { grafana_embedded: grafana }, field: 'external_iframe' },
  ];

  it.each(bad)('PUT with $name -> 400 naming $field, config unchanged', async (input) => {
    const admin = await createUser({ admin: true });
    const before = await rawTools();
    const res = await sendBadInput(api().put(TOOLS).set(authHeader(admin)), input);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(input.code ?? 'validation/invalid-input');
    expect(res.body.field).toBe(input.field);
    expect(await rawTools()).toEqual(before);
  });

  it('an admin sets both tools (one on an extra host), reads them back, and the change is audited', async () => {
    const admin = await createUser({ admin: true });
    const previous = await rawTools();
    try {
      const body = {
        grafana_embedded: grafana,
        external_iframe: { url: 'https://bi.pilotmiles.example/board', title: 'BI' },
        allowed_hosts: ['bi.pilotmiles.example'],
      };
      const saved = await api().put(TOOLS).set(authHeader(admin)).send(body);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual(body);
      expect(await rawTools()).toMatchObject({ ...body, updated_by: admin.uid });

      const got = await api().get(TOOLS).set(authHeader(admin));
      expect(got.body.data).toEqual(body);

      const [entry] = await docsWhere('adminLogs', 'actor', admin.uid);
      expect(entry).toMatchObject({ action: 'config.update', target: 'config/embeddedTools', after: body, reason: null });
      expect(entry).toHaveProperty('before');
      expect(entry!.created_at).toBeInstanceOf(Timestamp);
    } finally {
      if (previous) await configRef('embeddedTools').set(previous);
      else await configRef('embeddedTools').delete();
      forgetConfigs();
    }
  });

  it('GET answers the defaults (nothing configured) when the stored document is damaged', async () => {
    const admin = await createUser({ admin: true });
    const previous = await rawTools();
    try {
      await configRef('embeddedTools').set({ grafana_embedded: { url: 'http://evil.example', title: 'x' }, external_iframe: null });
      forgetConfigs();
      const got = await api().get(TOOLS).set(authHeader(admin));
      expect(got.body.data).toEqual(DEFAULT_EMBEDDED_TOOLS_CONFIG);
    } finally {
      if (previous) await configRef('embeddedTools').set(previous);
      else await configRef('embeddedTools').delete();
      forgetConfigs();
    }
  });
});

describe('cp brands', () => {
  const bad: BadInput[] = [
    { name: 'a bad colour', json: { ...brand, colors: { ...brand.colors, primary: 'blue' } }, field: 'colors.primary' },
    { name: 'a short colour', json: { ...brand, colors: { ...brand.colors, text: '#fff' } }, field: 'colors.text' },
    { name: 'an http logo', json: { ...brand, logo_url: 'http://cdn.example/logo.png' }, field: 'logo_url' },
    { name: 'a javascript: logo', json: { ...brand, logo_url: 'javascript:alert(1)' }, field: 'logo_url' },
    { name: 'a path outside /images', json: { ...brand, logo_url: '/api/users' }, field: 'logo_url' },
    { name: 'a blank name', json: { ...brand, name: '' }, field: 'name' },
    { name: 'zero offers', json: { ...brand, offer_wall: { ...brand.offer_wall, max_offers: 0 } }, field: 'offer_wall.max_offers' },
    { name: 'an unknown field', json: { ...brand, updated_at: 'now' }, field: 'updated_at' },
    { name: 'ids as a string', json: { ...brand, reward_ids: 'a,b' }, field: 'reward_ids' },
  ];

  it.each(bad)('PUT with $name -> 400 naming $field, nothing stored', async (input) => {
    const admin = await createUser({ admin: true });
    const id = brandId();
    const res = await sendBadInput(api().put(brandPath(id)).set(authHeader(admin)), input);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(input.field);
    expect(await rawBrand(id)).toBeNull();
  });

  it.each(['Sky_Way', 'a'.repeat(41), '-x', '__x__'])('an id like %s -> 400 naming id', async (id) => {
    const admin = await createUser({ admin: true });
    const res = await api().put(brandPath(id)).set(authHeader(admin)).send(brand);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('id');
    const get = await api().get(brandPath(id)).set(authHeader(admin));
    expect(get.status).toBe(400);
  });

  it('an unknown id answers the defaults, not stored (exists: false)', async () => {
    const admin = await createUser({ admin: true });
    const id = brandId();
    const res = await api().get(brandPath(id)).set(authHeader(admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ brand: defaultCpBrand(id), exists: false });
    expect(await rawBrand(id)).toBeNull();
  });

  it('an admin creates then edits a brand; both saves are audited; the list shows it', async () => {
    const admin = await createUser({ admin: true });
    const id = brandId();
    const created = await api().put(brandPath(id)).set(authHeader(admin)).send(brand);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ ...brand, id });
    expect(typeof created.body.data.updated_at).toBe('string');

    const edited = { ...brand, headline: 'Fly further', offer_wall: { tags: ['travel'], featured_offer_ids: ['o1'], max_offers: 6 } };
    expect((await api().put(brandPath(id)).set(authHeader(admin)).send(edited)).status).toBe(200);

    const got = await api().get(brandPath(id)).set(authHeader(admin));
    expect(got.body.data.exists).toBe(true);
    expect(got.body.data.brand).toMatchObject({ ...edited, id });
    expect(await rawBrand(id)).toMatchObject({ ...edited, updated_by: admin.uid });

    const entries = (await docsWhere('adminLogs', 'actor', admin.uid)).sort(
      (a, b) => (a.created_at as Timestamp).toMillis() - (b.created_at as Timestamp).toMillis(),
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: 'cpBrand.update', target: `cpBrands/${id}`, before: null, after: brand });
    expect(entries[1]).toMatchObject({ action: 'cpBrand.update', before: { ...brand, id }, after: edited });

    const list = await api().get('/api/admin/cp-brands').set(authHeader(admin));
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual({ id, name: 'Skyway', updated_at: expect.any(String) });
    await db.collection('cpBrands').doc(id).delete();
  });
});
