import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { ERROR_CODES, MSG, type ApiErrorBody } from '@pilotmiles/core';
import { HttpError, notFound } from '../errors';

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(notFound(`No route for ${req.method} ${req.path}`));
};

/** Last handler: every error becomes a JSON envelope; nothing leaks a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const body = toErrorBody(err);
  res.locals.errorCode = body.json.code;
  if (body.status >= 500)
    logger.error(`api: unhandled error in ${req.method} ${req.path}`, {
      request_id: res.locals.requestId,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
  if (body.json.retry_after !== undefined) res.set('Retry-After', String(body.json.retry_after));
  res.status(body.status).json(body.json);
};

function toErrorBody(err: unknown): { status: number; json: ApiErrorBody } {
  if (err instanceof HttpError) {
    const json: ApiErrorBody = { message: err.message, code: err.code };
    if (err.field) json.field = err.field;
    if (err.extra.retryAfterSeconds !== undefined) json.retry_after = err.extra.retryAfterSeconds;
    return { status: err.status, json };
  }
  // body-parser errors carry a `type` and a 4xx status.
  const e = err as { type?: string; status?: number };
  if (e?.type === 'entity.parse.failed')
    return {
      status: 400,
      json: { message: 'body: malformed JSON', code: ERROR_CODES.invalidJson, field: 'body' },
    };
  if (e?.type === 'entity.too.large')
    return {
      status: 413,
      json: { message: 'body: too large', code: ERROR_CODES.payloadTooLarge, field: 'body' },
    };
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)
    return { status: e.status, json: { message: 'body: unreadable request', code: ERROR_CODES.invalidInput } };
  return { status: 500, json: { message: MSG.genericError, code: ERROR_CODES.internal } };
}
