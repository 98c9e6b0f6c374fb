import { describe, expect, it } from 'vitest';
import { cpBrandBody, defaultCpBrand, embedUrlProblem, embeddedToolsBody, hostAllowed } from '../src';

describe('embedUrlProblem', () => {
  it.each([
    ['https://acme.grafana.net/d/abc?kiosk', null],
    ['https://grafana.com/x', null],
  ])('%s is allowed', (url, problem) => expect(embedUrlProblem(url)).toBe(problem));

  it.each([
    ['http://acme.grafana.net/', 'https://'],
    ['javascript:alert(1)', 'https://'],
    ['data:text/html,hi', 'https://'],
    ['https://grafana.net/', 'allow-list'],
    ['https://evil.example/', 'allow-list'],
    ['https://acme.grafana.net.evil.example/', 'allow-list'],
    ['https://acme.grafana.net@evil.example/', 'user name'],
    ['https://user:pw@acme.grafana.net/', 'user name'],
    ['https://@acme.grafana.net/', 'user name'],
    ['https://acme.grafana.net:8443/', 'port'],
    ['not a url', 'https://'],
  ])('%s is refused (%s)', (url, words) => expect(embedUrlProblem(url)).toContain(words));

  it('takes extra hosts', () => {
    expect(embedUrlProblem('https://tools.pilotmiles.com/x', ['tools.pilotmiles.com'])).toBeNull();
    expect(hostAllowed('a.b.example.org', ['*.example.org'])).toBe(true);
    expect(hostAllowed('example.org', ['*.example.org'])).toBe(false);
  });
});

describe('embeddedToolsBody', () => {
  it('names the url of a refused tool', () => {
    const r = embeddedToolsBody.safeParse({ grafana_embedded: { url: 'http://x.grafana.net', title: 'G' }, external_iframe: null });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['grafana_embedded', 'url']);
  });
  it('lets allowed_hosts admit a host', () => {
    const r = embeddedToolsBody.safeParse({
      grafana_embedded: null,
      external_iframe: { url: 'https://bi.example.org/d', title: 'BI' },
      allowed_hosts: ['BI.example.org'],
    });
    expect(r.success).toBe(true);
  });
});

describe('cpBrandBody', () => {
  const { id: _id, updated_at: _u, ...body } = defaultCpBrand('skyway');
  it('takes the defaults', () => expect(cpBrandBody.safeParse(body).success).toBe(true));
  it.each([
    ['colors.primary', { ...body, colors: { ...body.colors, primary: 'red' } }],
    ['logo_url', { ...body, logo_url: 'http://x.example/logo.png' }],
    ['logo_url', { ...body, logo_url: 'javascript:alert(1)' }],
    ['logo_url', { ...body, logo_url: '/images/../secret' }],
    ['offer_wall.max_offers', { ...body, offer_wall: { ...body.offer_wall, max_offers: 0 } }],
  ])('refuses a bad %s', (field, input) => {
    const r = cpBrandBody.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path.join('.')).toBe(field);
  });
});
