import { Router } from 'express';
import { z } from 'zod';
import { cpBrandId } from '@pilotmiles/core';
import { publicReadsLimit } from '../platform/http/rateLimit';
import { parse } from '../platform/http/validate';
import { portalBrand } from './portal.service';

/** Public, mounted at /cp: GET /cp/brands/{id}, the portal's brand (docs/api.md), limited per IP. */
export const cpPortalRouter = Router();

const brandParams = z.object({ id: cpBrandId }).strict();

cpPortalRouter.get('/brands/:id', publicReadsLimit, async (req, res) => {
  const { id } = parse(brandParams, req, 'params');
  res.json({ data: await portalBrand(id) });
});
