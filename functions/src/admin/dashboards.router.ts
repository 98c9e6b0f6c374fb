/**
 * GET /admin/{active-users-per-period,new-users-per-period,summary-activities,user-conversion-types,
 * last-login-users,last-users-activities}: the staff dashboards (docs/admin.md "Dashboards").
 * Mounted inside adminRouter, which checks the session and the admin claim first.
 */
import { Router } from 'express';
import { dashboardListQuery, dashboardQuery } from '@pilotmiles/core';
import { parse } from '../platform/http/validate';
import {
  activeUsersPerPeriod,
  lastLoginUsers,
  lastUsersActivities,
  newUsersPerPeriod,
  summaryActivities,
  userConversionTypes,
} from './dashboards.service';

export const adminDashboardsRouter = Router();

adminDashboardsRouter.get('/active-users-per-period', async (req, res) => {
  res.json({ data: await activeUsersPerPeriod(parse(dashboardQuery, req, 'query')) });
});

adminDashboardsRouter.get('/new-users-per-period', async (req, res) => {
  res.json({ data: await newUsersPerPeriod(parse(dashboardQuery, req, 'query')) });
});

adminDashboardsRouter.get('/summary-activities', async (req, res) => {
  res.json({ data: await summaryActivities(parse(dashboardQuery, req, 'query')) });
});

adminDashboardsRouter.get('/user-conversion-types', async (req, res) => {
  res.json({ data: await userConversionTypes(parse(dashboardQuery, req, 'query')) });
});

adminDashboardsRouter.get('/last-login-users', async (req, res) => {
  res.json({ data: await lastLoginUsers(parse(dashboardListQuery, req, 'query')) });
});

adminDashboardsRouter.get('/last-users-activities', async (req, res) => {
  res.json({ data: await lastUsersActivities(parse(dashboardListQuery, req, 'query')) });
});
