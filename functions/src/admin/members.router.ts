/**
 * Staff's member calls (docs/admin.md "Members"). `adminMembersRouter` is mounted in the /admin
 * router (which requires the admin claim on every call); `staffUsersRouter` serves the
 * /users/... staff paths and is mounted on /users before the member's own router, so each of its
 * routes carries requireAuth + requireAdmin itself and none shadows a member route.
 */
import { Router, type RequestHandler } from 'express';
import { activitiesQuery, adminBonusBody, brandOwnerBody, membersQuery, roleBody, statusBody, transactionsQuery, uidParams } from '@pilotmiles/core';
import { authOf, requireAdmin, requireAuth } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { dashboardOf } from '../sweepstakes';
import { transactionsPage } from '../users';
import { activitiesPage, clearActivities } from './activities.service';
import {
  adminBonus,
  listBrandOwners,
  memberDetail,
  searchMembers,
  setMemberBrandOwner,
  setMemberRole,
  setMemberStatus,
} from './members.service';

type Req = Parameters<RequestHandler>[0];
const idOf = (req: Req) => parse(uidParams, req, 'params').id;

/** Under /admin (the router's own guard checks the admin claim). */
export const adminMembersRouter = Router();

adminMembersRouter.get('/users/:id', async (req, res) => {
  res.json({ data: await memberDetail(idOf(req)) });
});

adminMembersRouter.patch('/users/:id/admin-bonus', async (req, res) => {
  const id = idOf(req);
  res.json({ data: await adminBonus(authOf(req).uid, id, parse(adminBonusBody, req, 'body')) });
});

adminMembersRouter.patch('/users/:id/brand-owner', async (req, res) => {
  const id = idOf(req);
  res.json({ data: await setMemberBrandOwner(authOf(req).uid, id, parse(brandOwnerBody, req, 'body')) });
});

adminMembersRouter.get('/brand-owners', async (_req, res) => {
  res.json({ data: await listBrandOwners() });
});

/** Under /users: staff-only routes beside the member's own, each guarded. */
export const staffUsersRouter = Router();
const staff = [...requireAuth, ...requireAdmin];

staffUsersRouter.get('/admin', ...staff, async (req, res) => {
  res.json({ data: await searchMembers(parse(membersQuery, req, 'query')) });
});

staffUsersRouter.patch('/:id/status', ...staff, async (req, res) => {
  const id = idOf(req);
  res.json({ data: await setMemberStatus(authOf(req).uid, id, parse(statusBody, req, 'body')) });
});

staffUsersRouter.patch('/:id/role', ...staff, async (req, res) => {
  const id = idOf(req);
  res.json({ data: await setMemberRole(authOf(req).uid, id, parse(roleBody, req, 'body')) });
});

staffUsersRouter.get('/:id/transactions', ...staff, async (req, res) => {
  const id = idOf(req);
  const query = parse(transactionsQuery, req, 'query');
  await memberDetail(id); // 404 for an unknown member rather than an empty page
  res.json({ data: await transactionsPage(id, query.limit, query.cursor) });
});

staffUsersRouter.get('/:id/sweepstakes', ...staff, async (req, res) => {
  res.json({ data: await dashboardOf(idOf(req)) });
});

staffUsersRouter.get('/:id/activities', ...staff, async (req, res) => {
  const id = idOf(req);
  const query = parse(activitiesQuery, req, 'query');
  res.json({ data: await activitiesPage(id, query.limit, query.cursor) });
});

staffUsersRouter.delete('/:id/activities', ...staff, async (req, res) => {
  res.json({ data: await clearActivities(authOf(req).uid, idOf(req)) });
});
