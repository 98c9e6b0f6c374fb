import type { Request } from 'express';
import type { z } from 'zod';
import { describeZodError } from '@pilotmiles/core';
import { badRequest } from './errors';

type Part = 'body' | 'query' | 'params';

/** Parses one part of the request with a core schema; a 400 naming the field otherwise. */
export function parse<S extends z.ZodType>(schema: S, req: Request, part: Part): z.output<S> {
  const result = schema.safeParse(req[part] ?? (part === 'body' ? undefined : {}));
  if (!result.success) {
    const { field, message } = describeZodError(result.error, part);
    throw badRequest(message, field);
  }
  return result.data;
}
