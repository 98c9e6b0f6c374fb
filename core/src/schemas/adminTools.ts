import { z } from 'zod';
import { sized, whole } from './common';
import { CP_BRAND_ID, CP_OFFER_WALL_MAX, HOST_PATTERN, embedUrlProblem } from '../admin/tools';

const embeddedTool = z
  .object({
    url: z.string({ error: 'enter an address' }).trim().min(1, 'required').max(2000, 'must be at most 2000 characters'),
    title: sized(1, 80),
  })
  .strict();

/**
 * PUT /admin/embedded-tools (config/embeddedTools): each tool's URL is checked against the
 * built-in allow-list plus the `allowed_hosts` in the same body.
 */
export const embeddedToolsBody = z
  .object({
    grafana_embedded: embeddedTool.nullable(),
    external_iframe: embeddedTool.nullable(),
    allowed_hosts: z
      .array(z.string().trim().toLowerCase().regex(HOST_PATTERN, "must be a host like 'grafana.example.com' or '*.example.com'"))
      .max(20, 'at most 20 hosts')
      .default([]),
  })
  .strict()
  .superRefine((c, ctx) => {
    for (const name of ['grafana_embedded', 'external_iframe'] as const) {
      const tool = c[name];
      if (!tool) continue;
      const problem = embedUrlProblem(tool.url, c.allowed_hosts);
      if (problem) ctx.addIssue({ code: 'custom', path: [name, 'url'], message: problem });
    }
  });
export type EmbeddedToolsBody = z.infer<typeof embeddedToolsBody>;

/** A colour as #rrggbb. */
const hex = z.string({ error: 'enter a colour' }).regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');

const logoUrl = z
  .string({ error: 'enter an address' })
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine((v) => {
    if (/^\/images\/[A-Za-z0-9/_.-]+$/.test(v)) return !v.includes('..');
    try {
      const u = new URL(v);
      return u.protocol === 'https:' && !u.username && !u.password;
    } catch {
      return false;
    }
  }, 'must be an https:// address or a site path under /images/');

const ids = (label: string) =>
  z
    .array(z.string().trim().min(1, 'required').max(100, 'must be at most 100 characters'))
    .max(CP_OFFER_WALL_MAX, `at most ${CP_OFFER_WALL_MAX} ${label}`);

/** A cp brand's id: a lower-case slug. */
export const cpBrandId = z.string().regex(CP_BRAND_ID, 'must be a slug of lower-case letters, digits and dashes (1 to 40)');

/** PUT /admin/cp-brand/{id}: everything but the id (from the path) and updated_at (the server's). */
export const cpBrandBody = z
  .object({
    name: sized(1, 80),
    logo_url: logoUrl,
    colors: z.object({ primary: hex, secondary: hex, background: hex, text: hex }).strict(),
    headline: sized(1, 120),
    subheadline: sized(0, 240),
    offer_wall: z
      .object({
        tags: z.array(z.string().trim().min(1, 'required').max(40, 'must be at most 40 characters')).max(20, 'at most 20 tags'),
        featured_offer_ids: ids('offers'),
        max_offers: whole(1, CP_OFFER_WALL_MAX),
      })
      .strict(),
    reward_ids: ids('rewards'),
  })
  .strict();
export type CpBrandBody = z.infer<typeof cpBrandBody>;
