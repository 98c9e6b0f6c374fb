/**
 * One structured log line per API call (Cloud Logging reads the JSON fields): request id, route,
 * status, latency, the member, and the error code of a refusal. The request id is Google's trace
 * id when the call came through Hosting (X-Cloud-Trace-Context), so a line joins its trace; it is
 * answered as X-Request-Id, which support can ask a member for. 5xx log as errors, 4xx as
 * warnings (refusals are how abuse shows), the rest as info. The emulator logs only failures and
 * slow calls: a line costs every call there (the API tests' fuzz of refused calls took 45 s more).
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { inEmulator } from '../runtime';

/** A call slower than this is logged in the emulator too. */
const SLOW_MS = 2_000;

/** Whether every call is logged (deployed) or only failures and slow ones (emulator); a test may stand in. */
export const requestLogRuntime = { everyCall: (): boolean => !inEmulator() };

/** The id of this call: the trace id Google's front end gave it, else a fresh one. */
export const requestIdOf = (header: string | undefined) => /^[0-9a-f]{32}/i.exec(header ?? '')?.[0] ?? randomUUID();

/** Hosting's calls carry /api, direct ones not: one name for both, without a trailing slash. */
const routeOf = (path: string) => path.replace(/^\/api(?=\/|$)/, '').replace(/(.)\/$/, '$1') || '/';

export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const requestId = requestIdOf(req.get('x-cloud-trace-context'));
  res.locals.requestId = requestId;
  res.set('X-Request-Id', requestId);
  res.on('finish', () => {
    const status = res.statusCode;
    const fields = {
      request_id: requestId,
      method: req.method,
      // The route's pattern, not the path: ids and slugs stay out of the grouping.
      route: routeOf(req.route ? `${req.baseUrl}${String(req.route.path)}` : req.baseUrl || req.path),
      status,
      latency_ms: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
      uid: req.auth?.uid ?? null,
      error_code: (res.locals.errorCode as string | undefined) ?? null,
      ...(process.env.K_SERVICE
        ? { 'logging.googleapis.com/trace': `projects/${process.env.GCLOUD_PROJECT}/traces/${requestId}` }
        : {}),
    };
    const line = `${req.method} ${fields.route} ${status}`;
    if (status >= 500) logger.error(line, fields);
    else if (!requestLogRuntime.everyCall() && fields.latency_ms < SLOW_MS) return;
    else if (status >= 400) logger.warn(line, fields);
    else logger.info(line, fields);
  });
  next();
};
