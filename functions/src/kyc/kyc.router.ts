import { Router } from 'express';
import { kycRefreshBody, kycStartBody } from '@pilotmiles/core';
import { authOf, moneyGuard, requireAuth } from '../platform/http/auth';
import { kycStartsLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { refreshKyc, startKyc } from './kyc.service';

/**
 * The member's identity-verification calls under /users (docs/kyc.md "Calls"). Mounted before the
 * users router; each route carries its own guards, so other /users calls pass through untouched.
 */
export const memberKycRouter = Router();

memberKycRouter.patch('/kyc', ...requireAuth, ...moneyGuard, kycStartsLimit, async (req, res) => {
  const body = parse(kycStartBody, req, 'body');
  res.json({ data: await startKyc(authOf(req), body.return_path) });
});

memberKycRouter.patch('/kyc-json', ...requireAuth, ...moneyGuard, async (req, res) => {
  const body = parse(kycRefreshBody, req, 'body');
  res.json({ data: await refreshKyc(authOf(req), body.session_id) });
});
