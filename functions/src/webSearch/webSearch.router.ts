import { Router } from 'express';
import { webSearchBody } from '@pilotmiles/core';
import { requireAppCheck } from '../platform/http/appCheck';
import { authOf, requireAuth } from '../platform/http/auth';
import { webSearchLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { webSearch } from './webSearch.service';

/**
 * /web-search (docs/web-search.md "API"). Results need a session; earning
 * needs a verified member, which the service checks against a fresh Auth record, so an unverified
 * member still sees results (and earns 0).
 */
export const webSearchRouter = Router();

webSearchRouter.post('/', ...requireAuth, requireAppCheck, webSearchLimit, async (req, res) => {
  const body = parse(webSearchBody, req, 'body');
  res.json({ data: await webSearch(authOf(req), body) });
});
