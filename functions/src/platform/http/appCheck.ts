/**
 * Firebase App Check on the calls that earn or spend (moneyGuard, web search): a deployed web app
 * sends a token from reCAPTCHA Enterprise in `X-Firebase-AppCheck` (web/src/lib/appCheck.ts), and
 * a call without a valid one is refused, so a script that only holds a member's ID token cannot
 * farm claims. Outside the emulator it is enforced; `APP_CHECK_ENFORCE=false` (functions/.env.
 * <project>) only logs refusals, for a first rollout (docs/deploy.md "App Check"). The emulator
 * has no App Check service: there the check is off unless a test switches it on.
 */
import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { defineBoolean } from 'firebase-functions/params';
import { APP_CHECK_HEADER, ERROR_CODES, MSG } from '@pilotmiles/core';
import { HttpError } from '../errors';
import { adminApp } from '../firebase';
import { inEmulator } from '../runtime';

export const APP_CHECK_ENFORCE = defineBoolean('APP_CHECK_ENFORCE', { default: true });

/** What the check runs: Firebase's verification, or a test's stand-in (the emulator has no App Check). */
export const appCheckRuntime = {
  active: (): boolean => !inEmulator(),
  enforce: (): boolean => APP_CHECK_ENFORCE.value(),
  // Loaded on first use: the emulator's workers, which never verify, start without it.
  verify: async (token: string): Promise<void> => {
    const { getAppCheck } = await import('firebase-admin/app-check');
    await getAppCheck(adminApp).verifyToken(token);
  },
};

const refused = () => new HttpError(401, ERROR_CODES.appCheckFailed, MSG.appCheckFailed);

export const requireAppCheck: RequestHandler = async (req, _res, next) => {
  if (!appCheckRuntime.active()) return next();
  const token = req.get(APP_CHECK_HEADER);
  let problem: string | null = token ? null : 'no token';
  if (token)
    try {
      await appCheckRuntime.verify(token);
    } catch (err) {
      problem = `invalid token: ${(err as Error).message}`;
    }
  if (!problem) return next();
  if (appCheckRuntime.enforce()) throw refused();
  logger.warn(`app check: ${problem} (not enforced)`, { route: req.originalUrl, uid: req.auth?.uid ?? null });
  next();
};
