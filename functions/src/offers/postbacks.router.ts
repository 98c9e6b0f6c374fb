import { Router } from 'express';
import { postbacksLimit } from '../platform/http/rateLimit';
import { postbackHandler, trustOf } from '../conversions';
import { applyOfferReport } from './conversions.service';
import { swaarmAdapter } from './swaarm.adapter';
import { SWAARM_POSTBACK_IPS, SWAARM_POSTBACK_SECRET } from './swaarm.config';

/** GET /postbacks/swaarm: the offer network's server-to-server calls (no member session). */
export const postbacksRouter = Router();

postbacksRouter.get(
  '/swaarm',
  postbacksLimit,
  postbackHandler(
    swaarmAdapter,
    () => trustOf(SWAARM_POSTBACK_SECRET.value(), SWAARM_POSTBACK_IPS.value()),
    (report) => applyOfferReport({ ...report, network: swaarmAdapter.network }),
  ),
);
