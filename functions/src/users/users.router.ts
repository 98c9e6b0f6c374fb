import { Router, type Request } from 'express';
import { DEVICE_ID_HEADER, createUserBody, isDeviceId, loginInfoBody, resendVerificationBody, transactionsQuery, updateUserBody } from '@pilotmiles/core';
import { authOf, requireAuth } from '../platform/http/auth';
import { resendVerificationLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { countryOf } from '../platform/geo';
import { createUser, loadDashboard, loadUserView, recordLogin, updateProfile } from './users.service';
import { transactionsPage } from './transactions.service';
import { resendVerification } from './verification.service';
import { pendingEarnings } from '../conversions';

export const usersRouter = Router();

/** The zone to store: only what the client actually sent. */
const sentZone = (req: Express.Request) => (req.timezoneSent ? req.timezone : null);

/** The client's device id (web/src/lib/deviceId.ts) when well-formed; junk is ignored (docs/referrals.md). */
const deviceOf = (req: Request) => {
  const value = req.get(DEVICE_ID_HEADER);
  return isDeviceId(value) ? value : null;
};

/** What the server itself sees of a request: address, device and the address's country (platform/geo.ts). */
const originOf = (req: Request) => ({ ip: req.ip ?? null, deviceId: deviceOf(req), country: countryOf(req) });

// Public: the caller may not be signed in (the 'Email already in use' path).
usersRouter.post('/resend-email-verification', resendVerificationLimit, async (req, res) => {
  const body = parse(resendVerificationBody, req, 'body');
  res.json({ data: await resendVerification(body.email) });
});

usersRouter.use(requireAuth);

usersRouter.post('/', async (req, res) => {
  const body = parse(createUserBody, req, 'body');
  const ctx = authOf(req);
  const { created } = await createUser(ctx, body, req.timezone, originOf(req));
  res.status(created ? 201 : 200).json({ data: await loadUserView(ctx, sentZone(req)) });
});

usersRouter.get('/', async (req, res) => {
  res.json({ data: await loadUserView(authOf(req), sentZone(req)) });
});

usersRouter.patch('/', async (req, res) => {
  const body = parse(updateUserBody, req, 'body');
  const ctx = authOf(req);
  await updateProfile(ctx, body);
  res.json({ data: await loadUserView(ctx, sentZone(req)) });
});

usersRouter.patch('/login', async (req, res) => {
  const body = parse(loginInfoBody, req, 'body');
  res.json({ data: await recordLogin(authOf(req), body, originOf(req)) });
});

usersRouter.get('/transactions-history', async (req, res) => {
  const query = parse(transactionsQuery, req, 'query');
  const uid = authOf(req).uid;
  // Pending earnings head the first page only; later pages are the ledger's.
  const [page, pending] = await Promise.all([
    transactionsPage(uid, query.limit, query.cursor),
    query.cursor ? undefined : pendingEarnings(uid),
  ]);
  res.json({ data: pending ? { ...page, pending } : page });
});

usersRouter.get('/dashboard/v2', async (req, res) => {
  res.json({ data: await loadDashboard(authOf(req), sentZone(req)) });
});
