/**
 * Errors the services throw. Each carries the HTTP status and code it answers with;
 * platform/http/errorHandler.ts turns them into the envelope, so services never touch req/res.
 */
import { ERROR_CODES, MSG } from '@pilotmiles/core';

/** An error that maps to an HTTP response with the error envelope `{message, code, field?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** For refusals that end by themselves (too early, rate-limited): when to try again. */
    readonly extra: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

export const sessionExpired = () =>
  new HttpError(403, ERROR_CODES.sessionExpired, 'Session expired');
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found', code: string = ERROR_CODES.notFound) =>
  new HttpError(404, code, message);
export const emailNotVerified = () =>
  new HttpError(403, ERROR_CODES.emailNotVerified, MSG.emailNotVerified);
export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(429, ERROR_CODES.rateLimited, `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, undefined, {
    retryAfterSeconds,
  });
export const badRequest = (message: string, field?: string) =>
  new HttpError(400, ERROR_CODES.invalidInput, message, field);
