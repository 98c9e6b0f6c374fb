/**
 * A catalogue entry as a react-hook-form form. The form holds what staff typed (text; countries
 * and fixed values comma-separated); `rewardBodyOf` makes the PUT body, and core's
 * `adminRewardBody` (with `rewardId` for a new entry) checks it, so the messages under the fields
 * are the server's own. Zod names body paths ('denominations.values.2'); `formFieldOf` says which
 * input shows each, for the schema's and the server's (400 `field`) messages alike.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  adminRewardBody,
  formatPM,
  rewardId,
  rewardPricePm,
  rewardValues,
  type AdminReward,
  type AdminRewardBody,
  type RewardCategory,
  type RewardDelivery,
  type RewardDenominations,
} from '@pilotmiles/core';
import { numberOf } from '../shared/configForms';
import { adjustmentLabel } from './catalogFormat';
import { formatUsd } from '../shared/format';
import { listOf } from '../shared/listOf';

export interface RewardValues {
  /** Typed only for a new entry; an existing id never changes. */
  id: string;
  name: string;
  brand: string;
  category: RewardCategory;
  description: string;
  terms: string;
  image_url: string;
  /** 'US, CA'; blank: everywhere. */
  countries: string;
  kind: RewardDenominations['kind'];
  /** '5, 10, 25' for a fixed list. */
  values: string;
  min: string;
  max: string;
  step: string;
  pm_per_dollar: string;
  delivery: RewardDelivery;
  featured: boolean;
  active: boolean;
  sort_order: string;
  provider_product_id: string;
}

/** What a valid form submits: the id for the path and the body. */
export interface RewardSubmit {
  id: string;
  body: AdminRewardBody;
}

/** A new entry starts inactive: members see it only once staff switch it on. */
export const NEW_REWARD: RewardValues = {
  id: '',
  name: '',
  brand: '',
  category: 'gift-card',
  description: '',
  terms: '',
  image_url: '',
  countries: '',
  kind: 'fixed',
  values: '5, 10, 25, 50',
  min: '5',
  max: '500',
  step: '5',
  pm_per_dollar: '100',
  delivery: 'code',
  featured: false,
  active: false,
  sort_order: '100',
  provider_product_id: '',
};

export function rewardValuesOf(r: AdminReward): RewardValues {
  const d = r.denominations;
  return {
    id: r.id,
    name: r.name,
    brand: r.brand,
    category: r.category,
    description: r.description,
    terms: r.terms,
    image_url: r.image_url,
    countries: r.countries.join(', '),
    kind: d.kind,
    // The kind not in use keeps the new-entry defaults, ready if staff switch to it.
    values: d.kind === 'fixed' ? d.values.join(', ') : NEW_REWARD.values,
    min: d.kind === 'range' ? String(d.min) : NEW_REWARD.min,
    max: d.kind === 'range' ? String(d.max) : NEW_REWARD.max,
    step: d.kind === 'range' ? String(d.step) : NEW_REWARD.step,
    pm_per_dollar: String(r.pm_per_dollar),
    delivery: r.delivery,
    featured: r.featured,
    active: r.active,
    sort_order: String(r.sort_order),
    provider_product_id: r.provider_product_id,
  };
}

/** Typed dollars: a number for the schema to judge ('2.5' is refused there, not here). */
const dollarsOf = (text: string) => numberOf(text) ?? Number.NaN;

/** The body the form would save (unchecked; blank numbers are undefined). */
export function rewardBodyOf(v: RewardValues): unknown {
  return {
    name: v.name,
    brand: v.brand,
    category: v.category,
    description: v.description,
    terms: v.terms,
    image_url: v.image_url.trim(),
    countries: listOf(v.countries),
    denominations:
      v.kind === 'fixed'
        ? { kind: 'fixed', values: listOf(v.values).map(dollarsOf) }
        : { kind: 'range', min: numberOf(v.min), max: numberOf(v.max), step: numberOf(v.step) },
    pm_per_dollar: numberOf(v.pm_per_dollar),
    delivery: v.delivery,
    featured: v.featured,
    active: v.active,
    sort_order: numberOf(v.sort_order),
    provider_product_id: v.provider_product_id.trim(),
  };
}

/** An existing reward's body for a PUT that changes one switch: exactly the schema's keys. */
export function bodyOfReward(r: AdminReward, change: Partial<AdminRewardBody> = {}): AdminRewardBody {
  const keys = Object.keys(adminRewardBody.shape) as (keyof AdminRewardBody)[];
  return { ...(Object.fromEntries(keys.map((k) => [k, r[k]])) as AdminRewardBody), ...change };
}

type Field = keyof RewardValues;

/**
 * The input that shows a message about body path `path`, and the typed item it is about when the
 * path names one entry of a list ('countries.1' is the second code typed).
 */
export function formFieldOf(path: readonly PropertyKey[] | string): { field: Field; item?: number } | null {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(Boolean);
  const [head, second, third] = parts;
  if (head === 'countries') return { field: 'countries', item: second !== undefined ? Number(second) : undefined };
  if (head === 'denominations') {
    if (second === 'values') return { field: 'values', item: third !== undefined ? Number(third) : undefined };
    if (second === 'min' || second === 'max' || second === 'step') return { field: second };
    return { field: 'kind' };
  }
  if (head && head in NEW_REWARD) return { field: head as Field };
  return null;
}

/** The message under `field`, quoting the typed list entry it is about. */
function messageFor(values: RewardValues, at: { field: Field; item?: number }, message: string) {
  if (at.item === undefined || (at.field !== 'countries' && at.field !== 'values')) return message;
  const typed = listOf(values[at.field])[at.item] ?? '';
  return `“${typed}”: ${message}`;
}

/** The text to show under the field a server 400 names ("field: message" → the message). */
export function serverMessage(
  values: RewardValues,
  field: string,
  message: string,
): { field: Field; message: string } | null {
  const at = formFieldOf(field);
  if (!at) return null;
  const bare = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  return { field: at.field, message: messageFor(values, at, bare) };
}

/** Checks the form: core's schemas (with staff's words where core has none) and an unused id. */
export function checkReward(
  values: RewardValues,
  { isNew, takenIds }: { isNew: boolean; takenIds: ReadonlySet<string> },
): { ok: true; submit: RewardSubmit } | { ok: false; errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {};
  const id = values.id.trim();
  if (isNew) {
    const checked = rewardId.safeParse(id);
    if (!checked.success) errors.id = checked.error.issues[0]!.message;
    // A PUT to a taken id would overwrite that reward.
    else if (takenIds.has(id)) errors.id = 'a reward with this id exists: edit it instead';
  }
  const body = adminRewardBody.safeParse(rewardBodyOf(values));
  if (!body.success)
    for (const issue of body.error.issues) {
      const at = formFieldOf(issue.path);
      if (at && !errors[at.field]) errors[at.field] = messageFor(values, at, issue.message);
    }
  if (!body.success || Object.keys(errors).length) return { ok: false, errors };
  const d = body.data.denominations;
  // Stored ascending without repeats, as members see the values.
  const denominations: RewardDenominations =
    d.kind === 'fixed' ? { kind: 'fixed', values: [...new Set(d.values)].sort((a, b) => a - b) } : d;
  return { ok: true, submit: { id, body: { ...body.data, denominations } } };
}

export function rewardResolver(options: {
  isNew: boolean;
  takenIds: ReadonlySet<string>;
}): Resolver<RewardValues, unknown, RewardSubmit> {
  return (values) => {
    const result = checkReward(values, options);
    if (result.ok) return { values: result.submit, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<RewardValues>;
    return { values: {}, errors };
  };
}

const NOUNS: Readonly<Record<RewardCategory, string>> = {
  'gift-card': 'card',
  cash: 'cash payout',
  flights: 'flight credit',
};

/**
 * 'A $25 card costs 2,375 PM (5% discount)' for the typed price, at $25 when the reward offers
 * it, else at its lowest value; null while the price is not a positive whole number.
 */
export function pricePreview(
  v: Pick<RewardValues, 'pm_per_dollar' | 'category' | 'kind' | 'values' | 'min' | 'max' | 'step'>,
): string | null {
  const pm = numberOf(v.pm_per_dollar);
  if (pm === undefined || !Number.isInteger(pm) || pm <= 0) return null;
  const offered =
    v.kind === 'fixed'
      ? listOf(v.values)
          .map(Number)
          .filter((n) => Number.isInteger(n) && n > 0)
          .sort((a, b) => a - b)
      : rewardValues({ kind: 'range', min: dollarsOf(v.min), max: dollarsOf(v.max), step: dollarsOf(v.step) });
  const value = offered.includes(25) || offered.length === 0 ? 25 : offered[0]!;
  const adjustment = adjustmentLabel({ pm_per_dollar: pm });
  const price = rewardPricePm({ pm_per_dollar: pm }, value);
  return `A ${formatUsd(value)} ${NOUNS[v.category]} costs ${formatPM(price)} (${adjustment})`;
}
