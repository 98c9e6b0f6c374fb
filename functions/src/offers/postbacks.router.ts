import { Router } from 'express';
import { notFound } from '../platform/errors';
import { postbacksLimit } from '../platform/http/rateLimit';
import type { NetworkAdapter } from './network';
import { receivePostback, type NetworkTrust } from './postbacks.service';
import { swaarmAdapter } from './swaarm.adapter';
import { SWAARM_POSTBACK_IPS, SWAARM_POSTBACK_SECRET } from './swaarm.config';

const list = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

/** Each network's adapter and how its callers are trusted; a second network is one more line. */
const NETWORKS: Readonly<Record<string, { adapter: NetworkAdapter; trust: () => NetworkTrust }>> = {
  swaarm: {
    adapter: swaarmAdapter,
    trust: () => ({ secret: SWAARM_POSTBACK_SECRET.value(), allowedIps: list(SWAARM_POSTBACK_IPS.value()) }),
  },
};

/** GET /postbacks/{network}: server-to-server calls from the networks (no member session). */
export const postbacksRouter = Router();

postbacksRouter.get('/:network', postbacksLimit, async (req, res) => {
  const name = String(req.params.network);
  const network = Object.hasOwn(NETWORKS, name) ? NETWORKS[name] : undefined;
  if (!network) throw notFound('Unknown network');
  const result = await receivePostback(network.adapter, network.trust(), {
    query: req.query as Record<string, unknown>,
    rawQuery: req.originalUrl.split('?')[1] ?? '',
    headers: req.headers,
    ip: req.ip ?? null,
  });
  res.json({ data: { outcome: result.outcome, status: result.status } });
});
