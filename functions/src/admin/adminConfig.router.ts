import { Router } from 'express';
import type { z } from 'zod';
import {
  dailyBonusConfigBody,
  dailyChallengeConfigBody,
  eventsConfigBody,
  geoConfigBody,
  offersConfigBody,
  payoutsConfigBody,
  referralsConfigBody,
  systemRewardsConfigBody,
  webSearchConfigBody,
  type ConfigName,
} from '@pilotmiles/core';
import { authOf } from '../platform/http/auth';
import { parse } from '../platform/http/validate';
import { getConfig, saveConfig, type Configs } from '../platform/configCache';

/** GET/POST /admin/{daily-bonus,daily-challenge,system-rewards,offers,payouts,web-search,referrals,events,geo}-config (inside the admin guard). */
export const adminConfigRouter = Router();

/** GET answers the config in force (defaults when none is saved); POST validates and replaces it. */
function configRoutes<N extends ConfigName>(path: string, name: N, schema: z.ZodType<Configs[N]>) {
  adminConfigRouter.get(path, async (_req, res) => {
    res.json({ data: await getConfig(name) });
  });
  adminConfigRouter.post(path, async (req, res) => {
    const value = parse(schema, req, 'body');
    res.json({ data: await saveConfig(name, value, authOf(req).uid) });
  });
}

configRoutes('/daily-bonus-config', 'dailyBonus', dailyBonusConfigBody);
configRoutes('/daily-challenge-config', 'dailyChallenge', dailyChallengeConfigBody);
configRoutes('/system-rewards-config', 'systemRewards', systemRewardsConfigBody);
configRoutes('/offers-config', 'offers', offersConfigBody);
configRoutes('/payouts-config', 'payouts', payoutsConfigBody);
configRoutes('/web-search-config', 'webSearch', webSearchConfigBody);
configRoutes('/referrals-config', 'referrals', referralsConfigBody);
configRoutes('/events-config', 'events', eventsConfigBody);
configRoutes('/geo-config', 'geo', geoConfigBody);
