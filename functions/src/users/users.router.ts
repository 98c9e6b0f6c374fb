import { Router } from 'express';
import {
  DASHBOARD_RECENT_TRANSACTIONS,
  createUserBody,
  dayKey,
  loginInfoBody,
  resendVerificationBody,
  transactionsQuery,
  updateUserBody,
  type DashboardV2,
} from '@pilotmiles/core';
import { authOf, requireAuth } from '../platform/http/auth';
import { resendVerificationLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { counterToday } from '../platform/ledger';
import {
  createUser,
  getUserSnapshot,
  loadUserView,
  recordLogin,
  refreshUser,
  updateProfile,
} from './users.service';
import { recentTransactions, transactionsPage } from './transactions.service';
import { resendVerification } from './verification.service';

export const usersRouter = Router();

/** The zone to store: only what the client actually sent. */
const sentZone = (req: Express.Request) => (req.timezoneSent ? req.timezone : null);

// Public: the caller may not be signed in (the 'Email already in use' path).
usersRouter.post('/resend-email-verification', resendVerificationLimit, async (req, res) => {
  const body = parse(resendVerificationBody, req, 'body');
  res.json({ data: await resendVerification(body.email) });
});

usersRouter.use(requireAuth);

usersRouter.post('/', async (req, res) => {
  const body = parse(createUserBody, req, 'body');
  const ctx = authOf(req);
  const { created } = await createUser(ctx, body, req.timezone);
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
  res.json({ data: await recordLogin(authOf(req), body, req.ip ?? null) });
});

usersRouter.get('/transactions-history', async (req, res) => {
  const query = parse(transactionsQuery, req, 'query');
  res.json({ data: await transactionsPage(authOf(req).uid, query.limit, query.cursor) });
});

usersRouter.get('/dashboard/v2', async (req, res) => {
  const ctx = authOf(req);
  const snap = await refreshUser(await getUserSnapshot(ctx.uid), ctx, sentZone(req));
  const zone = snap.get('timezone') ?? req.timezone;
  const data: DashboardV2 = {
    balance: snap.get('total_coins') ?? 0,
    earned_today: counterToday(snap.get('earned_today'), dayKey(new Date(), zone)),
    lifetime_earned: snap.get('lifetime_earned') ?? 0,
    day_key: dayKey(new Date(), zone),
    recent_transactions: await recentTransactions(ctx.uid, DASHBOARD_RECENT_TRANSACTIONS),
  };
  res.json({ data });
});
