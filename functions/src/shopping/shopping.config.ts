/**
 * Where the affiliate networks live and what we authenticate with (docs/shopping.md,
 * "Configuration"). Production sets them per project (`functions/.env.<project>` and
 * `firebase functions:secrets:set`); the local stack and the tests use the store simulator's
 * values (functions/.env.demo-pilotmiles, functions/.secret.local).
 */
import { defineSecret, defineString } from 'firebase-functions/params';
import type { AffiliateNetwork } from '@pilotmiles/core';

/**
 * The base of the click URL for a brand without a network link of its own (`tracking_url`):
 * `{AFFILIATES_URL}/{network}/click?brand={advertiserId}&{u1|subId1|sid}={subId}`. Locally the
 * store simulator; production brands carry the network's link.
 */
export const AFFILIATES_URL = defineString('AFFILIATES_URL');

/**
 * Neither Rakuten Advertising nor Impact signs its postbacks: the postback URL we configure with
 * each (a template of their placeholders) carries this as `token`, compared in constant time.
 */
export const RAKUTEN_POSTBACK_SECRET = defineSecret('RAKUTEN_POSTBACK_SECRET');
export const IMPACT_POSTBACK_SECRET = defineSecret('IMPACT_POSTBACK_SECRET');

/**
 * Addresses each pushing network sends from, comma-separated (exact addresses); empty accepts any
 * address with the token. Deploy configuration, like the secrets.
 */
export const RAKUTEN_POSTBACK_IPS = defineString('RAKUTEN_POSTBACK_IPS', { default: '' });
const IMPACT_POSTBACK_IPS = defineString('IMPACT_POSTBACK_IPS', { default: '' });

/**
 * Impact's REST API, which confirms every action an event notification names: HTTP Basic with an
 * API access token's Account SID (user name) and Auth Token (password).
 */
export const IMPACT_API_URL = defineString('IMPACT_API_URL', { default: 'https://api.impact.com' });
export const IMPACT_ACCOUNT_SID = defineString('IMPACT_ACCOUNT_SID');
export const IMPACT_AUTH_TOKEN = defineSecret('IMPACT_AUTH_TOKEN');

/**
 * CJ pushes nothing to publishers: we read its Commission Detail API (GraphQL) with a personal
 * access token (Bearer), for our publisher company id (CID).
 */
export const CJ_API_URL = defineString('CJ_API_URL', { default: 'https://commissions.api.cj.com/query' });
export const CJ_PUBLISHER_ID = defineString('CJ_PUBLISHER_ID');
export const CJ_API_TOKEN = defineSecret('CJ_API_TOKEN');

/** Every secret the API function needs for shopping (functions/src/index.ts binds them). */
export const SHOPPING_SECRETS = [RAKUTEN_POSTBACK_SECRET, IMPACT_POSTBACK_SECRET, IMPACT_AUTH_TOKEN];

/** The networks that push, and how their callers are recognised. */
export type PushingNetwork = Exclude<AffiliateNetwork, 'cj'>;

export const POSTBACK_TRUST: Readonly<Record<PushingNetwork, { secret: () => string; ips: () => string }>> = {
  rakuten: { secret: () => RAKUTEN_POSTBACK_SECRET.value(), ips: () => RAKUTEN_POSTBACK_IPS.value() },
  impact: { secret: () => IMPACT_POSTBACK_SECRET.value(), ips: () => IMPACT_POSTBACK_IPS.value() },
};
