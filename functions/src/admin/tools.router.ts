import { Router } from 'express';
import { z } from 'zod';
import { cpBrandBody, cpBrandId, embeddedToolsBody } from '@pilotmiles/core';
import { authOf } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { getConfig, saveConfig } from '../platform/configCache';
import { getCpBrand, listCpBrands, saveCpBrand } from './tools.service';

/**
 * Inside the admin guard: GET/PUT /admin/embedded-tools (config/embeddedTools), GET /admin/cp-brands,
 * GET/PUT /admin/cp-brand/{id} (docs/admin.md).
 */
export const adminToolsRouter = Router();

const brandParams = z.object({ id: cpBrandId }).strict();

adminToolsRouter.get('/embedded-tools', async (_req, res) => {
  res.json({ data: await getConfig('embeddedTools') });
});

adminToolsRouter.put('/embedded-tools', async (req, res) => {
  const value = parse(embeddedToolsBody, req, 'body');
  res.json({ data: await saveConfig('embeddedTools', value, authOf(req).uid) });
});

adminToolsRouter.get('/cp-brands', async (_req, res) => {
  res.json({ data: await listCpBrands() });
});

adminToolsRouter.get('/cp-brand/:id', async (req, res) => {
  const { id } = parse(brandParams, req, 'params');
  res.json({ data: await getCpBrand(id) });
});

adminToolsRouter.put('/cp-brand/:id', async (req, res) => {
  const { id } = parse(brandParams, req, 'params');
  const body = parse(cpBrandBody, req, 'body');
  res.json({ data: await saveCpBrand(id, body, authOf(req).uid) });
});
