import type { Request } from 'express';
import type { z } from 'zod';
import { describeZodError } from '@pilotmiles/core';
import { badRequest } from '../errors';

type Part = 'body' | 'query' | 'params';

/**
 * Keys that reach an object's prototype once some code copies or merges the input. JSON.parse
 * keeps them as plain own keys, and a non-strict schema would silently drop them, so they are
 * refused outright: no field of this API has such a name.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A lone surrogate: JSON may carry one ("\ud800"), but it is not Unicode text, and Firestore
 * refuses to store it (the write fails, which was a 500).
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** A key as a field name can show it (a lone surrogate escaped, so the answer stays valid text). */
const shown = (key: string) => (LONE_SURROGATE.test(key) ? JSON.stringify(key).slice(1, -1) : key);

/**
 * The first key or text anywhere in `value` that no field may hold (iterative: input may be
 * deep), as the field to name and why.
 */
function forbiddenInput(value: unknown): { field: string; why: string } | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string' && LONE_SURROGATE.test(current))
      return { field: path.join('.'), why: 'must be valid Unicode text' };
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      const field = [...path, shown(key)].join('.');
      if (PROTOTYPE_KEYS.has(key)) return { field, why: 'this key is not allowed' };
      if (LONE_SURROGATE.test(key)) return { field, why: 'this key is not valid Unicode text' };
      stack.push({ value: child, path: [...path, shown(key)] });
    }
  }
  return null;
}

/** Parses one part of the request with a core schema; a 400 naming the field otherwise. */
export function parse<S extends z.ZodType>(schema: S, req: Request, part: Part): z.output<S> {
  const input = req[part] ?? (part === 'body' ? undefined : {});
  const forbidden = forbiddenInput(input);
  if (forbidden) {
    const field = forbidden.field || part;
    throw badRequest(`${field}: ${forbidden.why}`, field);
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    const { field, message } = describeZodError(result.error, part);
    throw badRequest(message, field);
  }
  return result.data;
}
