import { z } from 'zod';

/**
 * A whole number from `min` to `max`. Staff read these messages under the admin forms' fields
 * (and the API returns them as "field: message"), so they are worded for people, not zod's
 * "Too small: expected number to be >=1".
 */
export const whole = (min: number, max: number) =>
  z
    .number({ error: 'enter a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** A trimmed string of `min` to `max` characters, with the bounds worded for people. */
export const sized = (min: number, max: number) =>
  z
    .string({ error: 'enter some text' })
    .trim()
    .min(min, min <= 1 ? 'required' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`);

/** A trimmed, length-bounded string. */
export const text = (max: number) => z.string().trim().max(max);

/** An optional, nullable, trimmed string that becomes null when empty. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Ids Firestore reserves (`__name__`, `__proto__`): it answers them with an error rather than a miss. */
export const isReservedId = (id: string) => /^__.*__$/.test(id);

/**
 * An id that names a Firestore document. Firestore answers '/', '.', '..' and `__reserved__` ids
 * with an error rather than a miss, so they are refused as input instead.
 */
export const documentId = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((id) => !id.includes('/') && id !== '.' && id !== '..' && !isReservedId(id), 'not a valid id');

/**
 * The days a filter or form may name (YYYY-MM-DD, compared as text). Firestore's timestamps end
 * with year 9999 and ranges reach a day or a period past their end, so the far ends failed (a
 * 500, or a dashboard range that never ended); nothing here is older than 1970 or planned past 2999.
 */
export const DAY_RANGE = { first: '1970-01-01', last: '2999-12-31' } as const;
export const inDayRange = (day: string) => day >= DAY_RANGE.first && day <= DAY_RANGE.last;
export const DAY_RANGE_MESSAGE = `must be between ${DAY_RANGE.first} and ${DAY_RANGE.last}`;

/** A string's length in UTF-8 bytes (what Firestore's limits count). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export interface FieldError {
  field: string;
  message: string;
}

/** The first problem of a zod error as "field: message": a 400 always names the field. */
export function describeZodError(error: z.ZodError, root = 'body'): FieldError {
  const issue = error.issues[0];
  if (!issue) return { field: root, message: `${root}: Invalid input` };
  // A strict object reports unknown keys on the object itself: name the key instead.
  if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) {
    const field = [...issue.path.map(String), issue.keys[0]].join('.');
    return { field, message: `${field}: unknown field` };
  }
  const field = issue.path.length ? issue.path.map(String).join('.') : root;
  return { field, message: `${field}: ${issue.message}` };
}
