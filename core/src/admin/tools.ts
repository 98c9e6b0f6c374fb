/**
 * The admin area's embedded tools and the /cp/rewards partner portal's brand (docs/admin.md
 * "Embedded tools", "Partner portal brands"). Embedded tools are framed in staff pages, so their
 * URLs are held to https on an allow-list of hosts: the built-in list below plus the config's own
 * `allowed_hosts`.
 */

/** The embedded tools staff can set, by the admin page that frames them. */
export const EMBEDDED_TOOLS = ['grafana_embedded', 'external_iframe'] as const;
export type EmbeddedToolName = (typeof EMBEDDED_TOOLS)[number];

export interface EmbeddedTool {
  url: string;
  title: string;
}

/** config/embeddedTools. */
export interface EmbeddedToolsConfig {
  grafana_embedded: EmbeddedTool | null;
  external_iframe: EmbeddedTool | null;
  /** More hosts staff allow, in the same forms as EMBED_ALLOWED_HOSTS. */
  allowed_hosts: string[];
}

export const DEFAULT_EMBEDDED_TOOLS_CONFIG: EmbeddedToolsConfig = {
  grafana_embedded: null,
  external_iframe: null,
  allowed_hosts: [],
};

/**
 * Hosts an embedded tool may live on: an exact host, or '*.domain' for any subdomain of it (not
 * the bare domain itself).
 */
export const EMBED_ALLOWED_HOSTS: readonly string[] = [
  '*.grafana.net',
  'grafana.com',
  '*.grafana.com',
  'lookerstudio.google.com',
  'datastudio.google.com',
  'metabase.com',
  '*.metabaseapp.com',
];

/** A host pattern as staff may add one: 'host.example.com' or '*.example.com' (lower case, no port). */
export const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** True when `host` matches one of `patterns` (exact, or a proper subdomain of a '*.' pattern). */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  const h = host.toLowerCase();
  return patterns.some((p) => {
    const pattern = p.toLowerCase();
    if (pattern.startsWith('*.')) {
      const domain = pattern.slice(2);
      return h.endsWith(`.${domain}`) && h.length > domain.length + 1;
    }
    return h === pattern;
  });
}

/**
 * Why `raw` may not be framed, or null when it may: https only, no user name or password in it
 * (https://grafana.net@evil.example), and a host on the allow-list (built-in plus `extra`).
 */
export function embedUrlProblem(raw: string, extra: readonly string[] = []): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be a full https:// address';
  }
  if (url.protocol !== 'https:') return 'must start with https://';
  // Even an empty one ('https://@host'), which the parser drops: the authority must hold no '@'.
  const authority = raw.replace(/^[a-z]+:\/\//i, '').split(/[/\\?#]/)[0] ?? '';
  if (url.username || url.password || authority.includes('@'))
    return 'must not contain a user name or password';
  if (url.port && url.port !== '443') return 'must not name a port';
  if (!hostAllowed(url.hostname, [...EMBED_ALLOWED_HOSTS, ...extra]))
    return `host ${url.hostname} is not on the allow-list`;
  return null;
}

/** The brand of the /cp/rewards partner portal (cpBrands/{id}). */
export interface CpBrand {
  id: string;
  name: string;
  /** https:// or a site path under /images/. */
  logo_url: string;
  colors: { primary: string; secondary: string; background: string; text: string };
  headline: string;
  subheadline: string;
  offer_wall: { tags: string[]; featured_offer_ids: string[]; max_offers: number };
  reward_ids: string[];
  /** ISO time of the last save; null for a brand not yet saved. */
  updated_at: string | null;
}

/** What a new brand starts as (GET /admin/cp-brand/{id} of an unknown id answers it, `exists: false`). */
export function defaultCpBrand(id: string): CpBrand {
  return {
    id,
    name: id,
    logo_url: '/images/logo.svg',
    colors: { primary: '#1565c0', secondary: '#ff8f00', background: '#ffffff', text: '#1a1a1a' },
    headline: 'Earn rewards with every trip',
    subheadline: 'Complete offers and redeem PilotMiles for gift cards.',
    offer_wall: { tags: [], featured_offer_ids: [], max_offers: 12 },
    reward_ids: [],
    updated_at: null,
  };
}

/** GET /admin/cp-brand/{id}: the stored brand, or the defaults for a new id. */
export interface CpBrandResponse {
  brand: CpBrand;
  exists: boolean;
}

/** One row of GET /admin/cp-brands. */
export interface CpBrandSummary {
  id: string;
  name: string;
  updated_at: string | null;
}

export const CP_BRAND_ID = /^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/;
export const CP_OFFER_WALL_MAX = 60;
