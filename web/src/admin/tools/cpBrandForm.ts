/**
 * A CpBrand as a react-hook-form form: text for the lists (comma- or line-separated) and the
 * number, checked by core's cpBrandBody (its messages go under the fields they name).
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { cpBrandBody, type CpBrand, type CpBrandBody } from '@pilotmiles/core';
import { listOf } from '../shared/listOf';

export interface CpBrandValues {
  name: string;
  logo_url: string;
  colors: { primary: string; secondary: string; background: string; text: string };
  headline: string;
  subheadline: string;
  tags: string;
  featured_offer_ids: string;
  max_offers: string;
  reward_ids: string;
}

export const COLOR_FIELDS = ['primary', 'secondary', 'background', 'text'] as const;

export const valuesOf = (b: CpBrand): CpBrandValues => ({
  name: b.name,
  logo_url: b.logo_url,
  colors: { ...b.colors },
  headline: b.headline,
  subheadline: b.subheadline,
  tags: b.offer_wall.tags.join(', '),
  featured_offer_ids: b.offer_wall.featured_offer_ids.join(', '),
  max_offers: String(b.offer_wall.max_offers),
  reward_ids: b.reward_ids.join(', '),
});

const numberOf = (text: string | undefined) => (text?.trim() ? Number(text) : undefined);

export const bodyOf = (v: CpBrandValues) => ({
  name: v.name,
  logo_url: v.logo_url,
  colors: v.colors,
  headline: v.headline,
  subheadline: v.subheadline,
  offer_wall: { tags: listOf(v.tags), featured_offer_ids: listOf(v.featured_offer_ids), max_offers: numberOf(v.max_offers) },
  reward_ids: listOf(v.reward_ids),
});

/** The form field a body path belongs to ('offer_wall.tags.2' → 'tags'), or null when it has none. */
export function formFieldOf(path: string): keyof CpBrandValues | `colors.${(typeof COLOR_FIELDS)[number]}` | null {
  const m = /^(name|logo_url|headline|subheadline|reward_ids|colors\.(primary|secondary|background|text)|offer_wall\.(tags|featured_offer_ids|max_offers))(\.|$)/.exec(path);
  if (!m) return null;
  if (m[3]) return m[3] as keyof CpBrandValues;
  return m[1] as keyof CpBrandValues;
}

export const cpBrandResolver: Resolver<CpBrandValues, unknown, CpBrandBody> = async (values) => {
  const result = cpBrandBody.safeParse(bodyOf(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    if (!field) continue;
    const [head, tail] = field.split('.') as [string, string | undefined];
    if (tail) {
      const group = (errors[head] ??= {}) as Record<string, unknown>;
      group[tail] ??= { type: 'validate', message: issue.message };
    } else errors[head] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<CpBrandValues> };
};
