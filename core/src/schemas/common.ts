import { z } from 'zod';

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

export interface FieldError {
  field: string;
  message: string;
}

/** The first problem of a zod error as "field: message", naming the field (DESIGN §3). */
export function describeZodError(error: z.ZodError, root = 'body'): FieldError {
  const issue = error.issues[0];
  const field = issue && issue.path.length ? issue.path.map(String).join('.') : root;
  const message = issue ? issue.message : 'Invalid input';
  return { field, message: `${field}: ${message}` };
}
