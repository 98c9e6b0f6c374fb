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

/**
 * An id that names a Firestore document. Firestore answers '/', '.', '..' and `__reserved__` ids
 * with an error rather than a miss, so they are refused as input instead.
 */
export const documentId = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id), 'not a valid id');

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
