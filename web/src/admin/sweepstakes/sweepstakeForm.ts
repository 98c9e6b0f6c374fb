/**
 * A sweepstake as a react-hook-form form. The form holds what staff typed (numbers as text, dates
 * as datetime-local text in the admin's own time zone, the image as a choice of local art or an
 * https address). Core's `sweepstakeCreateBody` checks every field, so the messages under the
 * fields are the server's own; a new one is sent as that schema's output (camelCase
 * names, numbers as numbers, dates as ISO), an edit as `sweepstakePatchBody` with only the fields
 * that changed (snake_case). Once anyone has entered, the fields that change a member's odds or
 * price (core's ODDS_FIELDS) are locked and never sent.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  formatDollars,
  formatPM,
  ODDS_FIELDS,
  sweepstakeCreateBody,
  sweepstakePatchBody,
  type AdminSweepstake,
  type SweepstakeCreateBody,
  type SweepstakePatchBody,
} from '@pilotmiles/core';
import type { SaveSweepstake } from './sweepstakesApi';

/** The card art another helper ships in web/public/images/sweepstakes/. */
export const SWEEPSTAKE_IMAGES: readonly { path: string; label: string }[] = [
  { path: '/images/sweepstakes/cash.svg', label: 'Cash' },
  { path: '/images/sweepstakes/travel.svg', label: 'Travel' },
  { path: '/images/sweepstakes/tech.svg', label: 'Tech' },
  { path: '/images/sweepstakes/giftcard.svg', label: 'Gift card' },
  { path: '/images/sweepstakes/gaming.svg', label: 'Gaming' },
  { path: '/images/sweepstakes/home.svg', label: 'Home' },
];

/** The image select's choice for "an https address" (typed into the field below it). */
export const CUSTOM_IMAGE = 'custom';

export interface SweepstakeValues {
  title: string;
  description: string;
  /** Official rules, markdown. */
  rules: string;
  /** The prize, whole dollars. */
  value: string;
  /** PM per entry. */
  entry_cost: string;
  max_entries: string;
  /** 'YYYY-MM-DDTHH:mm' in the admin's local time (a datetime-local input's value). */
  start_date: string;
  end_date: string;
  /** One of SWEEPSTAKE_IMAGES' paths, or CUSTOM_IMAGE. */
  image: string;
  /** The https address when `image` is CUSTOM_IMAGE. */
  image_link: string;
}

export type SweepstakeField = keyof SweepstakeValues;
/** A field of the form, or 'root' for what no field shows (nothing changed). */
export type FormErrors = Partial<Record<SweepstakeField | 'root', string>>;

type OddsField = (typeof ODDS_FIELDS)[number];
const isOddsField = (f: string): f is OddsField => (ODDS_FIELDS as readonly string[]).includes(f);

/** The fields staff may not change: the odds fields once anyone has entered. */
export const lockedFields = (s: Pick<AdminSweepstake, 'has_entries'> | null): ReadonlySet<SweepstakeField> =>
  new Set(s?.has_entries ? ODDS_FIELDS : []);

// --- dates --------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in this browser's time zone ('' when not a date). */
export function toLocalInput(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as ISO; null when blank or not a date. */
export function fromLocalInput(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

// --- values ---------------------------------------------------------------------------------------

const isLocalImage = (url: string) => SWEEPSTAKE_IMAGES.some((i) => i.path === url);

/** A new sweepstake: a week from the next full hour, a common price and cap, the cash art. */
export function newSweepstakeValues(now: Date = new Date()): SweepstakeValues {
  const start = new Date(now);
  start.setHours(start.getHours() + 1, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 7);
  return {
    title: '',
    description: '',
    rules: '',
    value: '',
    entry_cost: '100',
    max_entries: '10',
    start_date: toLocalInput(start),
    end_date: toLocalInput(end),
    image: SWEEPSTAKE_IMAGES[0]!.path,
    image_link: '',
  };
}

export function sweepstakeValuesOf(s: AdminSweepstake): SweepstakeValues {
  const local = isLocalImage(s.image_url);
  return {
    title: s.title,
    description: s.description,
    rules: s.rules,
    value: String(s.value),
    entry_cost: String(s.entry_cost),
    max_entries: String(s.max_entries),
    start_date: toLocalInput(s.start_date),
    end_date: toLocalInput(s.end_date),
    image: local ? s.image_url : CUSTOM_IMAGE,
    image_link: local ? '' : s.image_url,
  };
}

export const imageUrlOf = (v: Pick<SweepstakeValues, 'image' | 'image_link'>) =>
  v.image === CUSTOM_IMAGE ? v.image_link.trim() : v.image;

/** The create body the form would send, before core's schema checks and converts it. */
export function createInputOf(v: SweepstakeValues) {
  return {
    title: v.title,
    description: v.description,
    rules: v.rules,
    value: v.value,
    entryCost: v.entry_cost,
    maxEntries: v.max_entries,
    startDate: fromLocalInput(v.start_date) ?? undefined,
    endDate: fromLocalInput(v.end_date) ?? undefined,
    imageUrl: imageUrlOf(v),
  };
}

// --- where messages go ----------------------------------------------------------------------------

/** Body names (create's camelCase or patch's snake_case) to the input that shows them. */
const BODY_FIELDS: Readonly<Record<string, SweepstakeField | 'image_url'>> = {
  title: 'title',
  description: 'description',
  rules: 'rules',
  value: 'value',
  entryCost: 'entry_cost',
  entry_cost: 'entry_cost',
  maxEntries: 'max_entries',
  max_entries: 'max_entries',
  startDate: 'start_date',
  start_date: 'start_date',
  endDate: 'end_date',
  end_date: 'end_date',
  imageUrl: 'image_url',
  image_url: 'image_url',
};

/** The input that shows a message about body field `field` ('entryCost', 'image_url'...), if any. */
export function formFieldOf(field: string, v: Pick<SweepstakeValues, 'image'>): SweepstakeField | null {
  const at = BODY_FIELDS[field.split('.')[0] ?? ''];
  if (!at) return null;
  if (at === 'image_url') return v.image === CUSTOM_IMAGE ? 'image_link' : 'image';
  return at;
}

const NUMBER_FIELDS: ReadonlySet<SweepstakeField> = new Set(['value', 'entry_cost', 'max_entries']);

/** Core's words, made to read well under the field (field names become what staff see). */
function wording(field: SweepstakeField, message: string): string {
  // A numeral union that matched neither side ('abc', blank): zod's generic "Invalid input".
  if (message === 'Invalid input' && NUMBER_FIELDS.has(field)) return 'enter a whole number';
  return message.replace(/must be after (startDate|start_date)$/, 'must be after the start');
}

/** The text under the field a server 400 names ("entryCost: must be..." → "must be..."). */
export function serverMessage(
  field: string,
  message: string,
  v: Pick<SweepstakeValues, 'image'>,
): { field: SweepstakeField; message: string } | null {
  const at = formFieldOf(field, v);
  if (!at) return null;
  const bare = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  return { field: at, message: wording(at, bare) };
}

// --- checking -------------------------------------------------------------------------------------

export const NOTHING_CHANGED = 'Nothing has changed yet.';
export const PICK_A_DATE = 'pick a date and time';
export const END_AFTER_START = 'must be after the start';

type CheckResult = { ok: true; submit: SaveSweepstake } | { ok: false; errors: FormErrors };

/**
 * Checks the form with core's create schema (a new one, and every field of an edit, so a change
 * is judged by the same rules) and, for an edit, builds the patch of what changed.
 */
export function checkSweepstake(v: SweepstakeValues, original: AdminSweepstake | null): CheckResult {
  const locked = lockedFields(original);
  const errors: FormErrors = {};
  const put = (field: SweepstakeField, message: string) => {
    if (!errors[field] && !locked.has(field)) errors[field] = message;
  };

  if (!v.start_date.trim()) put('start_date', PICK_A_DATE);
  if (!v.end_date.trim()) put('end_date', PICK_A_DATE);
  // Checked here too: core's refine is skipped while another field is wrong, and staff should
  // see every problem at once.
  const start = fromLocalInput(v.start_date);
  const end = fromLocalInput(v.end_date);
  if (start && end && end <= start) put('end_date', END_AFTER_START);

  const parsed = sweepstakeCreateBody.safeParse(createInputOf(v));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const at = formFieldOf(String(issue.path[0] ?? ''), v);
      if (at) put(at, wording(at, issue.message));
    }
  if (!parsed.success && Object.keys(errors).length === 0) {
    // Only a locked field fails today's rules: nothing staff can change here.
    const issue = parsed.error.issues[0]!;
    errors.root = `${String(issue.path[0] ?? 'body')}: ${issue.message}`;
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  if (!original) return { ok: true, submit: { kind: 'create', body: parsed.data } };

  const patch = changesOf(v, parsed.data, original, locked);
  if (Object.keys(patch).length === 0) return { ok: false, errors: { root: NOTHING_CHANGED } };
  const body = sweepstakePatchBody.safeParse(patch);
  if (!body.success) {
    for (const issue of body.error.issues) {
      const at = formFieldOf(String(issue.path[0] ?? ''), v);
      if (at) put(at, wording(at, issue.message));
      else errors.root ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, submit: { kind: 'edit', id: original.id, body: body.data } };
}

/**
 * The fields of the patch: each one whose value differs from the sweepstake as loaded. Dates
 * compare as typed (to the minute), so a start stored with seconds is not sent back unchanged.
 */
function changesOf(
  v: SweepstakeValues,
  next: SweepstakeCreateBody,
  s: AdminSweepstake,
  locked: ReadonlySet<SweepstakeField>,
): SweepstakePatchBody {
  const candidates: { [K in keyof SweepstakePatchBody]?: [changed: boolean, value: SweepstakePatchBody[K]] } = {
    title: [next.title !== s.title, next.title],
    description: [next.description !== s.description, next.description],
    rules: [next.rules !== s.rules, next.rules],
    value: [next.value !== s.value, next.value],
    entry_cost: [next.entryCost !== s.entry_cost, next.entryCost],
    max_entries: [next.maxEntries !== s.max_entries, next.maxEntries],
    start_date: [v.start_date !== toLocalInput(s.start_date), next.startDate],
    end_date: [v.end_date !== toLocalInput(s.end_date), next.endDate],
    image_url: [next.imageUrl !== s.image_url, next.imageUrl],
  };
  const patch: Record<string, unknown> = {};
  for (const [key, [changed, value]] of Object.entries(candidates) as [string, [boolean, unknown]][])
    if (changed && !(isOddsField(key) && locked.has(key))) patch[key] = value;
  return patch as SweepstakePatchBody;
}

export function sweepstakeResolver(
  original: AdminSweepstake | null,
): Resolver<SweepstakeValues, unknown, SaveSweepstake> {
  return (values) => {
    const result = checkSweepstake(values, original);
    if (result.ok) return { values: result.submit, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<SweepstakeValues>;
    return { values: {}, errors };
  };
}

// --- hints ----------------------------------------------------------------------------------------

const positiveWhole = (text: string) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

/** '= $5.00 per entry (100 PM = $1)' beside the entry cost. */
export function entryCostHint(text: string): string {
  const pm = positiveWhole(text);
  return pm === null ? '100 PM = $1' : `= ${formatDollars(pm)} per entry (100 PM = $1)`;
}

/** 'One member can spend up to 1,000 PM ($10.00).' under the max entries. */
export function maxSpendHint(v: Pick<SweepstakeValues, 'entry_cost' | 'max_entries'>): string {
  const cost = positiveWhole(v.entry_cost);
  const max = positiveWhole(v.max_entries);
  if (cost === null || max === null) return 'Per member, over the whole run.';
  return `Per member, over the whole run: up to ${formatPM(cost * max)} (${formatDollars(cost * max)}).`;
}
