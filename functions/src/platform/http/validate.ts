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

/** The dotted path of the first prototype key anywhere in `value` (iterative: input may be deep). */
function prototypeKeyPath(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      if (PROTOTYPE_KEYS.has(key)) return [...path, key].join('.');
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** Parses one part of the request with a core schema; a 400 naming the field otherwise. */
export function parse<S extends z.ZodType>(schema: S, req: Request, part: Part): z.output<S> {
  const input = req[part] ?? (part === 'body' ? undefined : {});
  const forbidden = prototypeKeyPath(input);
  if (forbidden) throw badRequest(`${forbidden}: this key is not allowed`, forbidden);
  const result = schema.safeParse(input);
  if (!result.success) {
    const { field, message } = describeZodError(result.error, part);
    throw badRequest(message, field);
  }
  return result.data;
}
