/**
 * Where the affiliate networks live and the secrets we share with them (docs/shopping.md,
 * "Configuration"). Production sets them per project (`functions/.env.<project>` and
 * `firebase functions:secrets:set`); the local stack and the tests use the store simulator's
 * values (functions/.env.demo-pilotmiles, functions/.secret.local).
 */
import { defineSecret, defineString } from 'firebase-functions/params';
import type { AffiliateNetwork } from '@pilotmiles/core';

/**
 * The base of the click URL for a brand without a network deep link of its own (`tracking_url`):
 * `{AFFILIATES_URL}/{network}/click?brand={advertiserId}&{sub-id parameter}={subId}`. Locally the
 * store simulator.
 */
export const AFFILIATES_URL = defineString('AFFILIATES_URL', { default: 'http://127.0.0.1:9400/affiliates' });

/** Rakuten Advertising cannot sign its postbacks: the URL we give it carries this as `token`. */
export const RAKUTEN_POSTBACK_SECRET = defineSecret('RAKUTEN_POSTBACK_SECRET');
/** Impact signs the query: `sig` = HMAC-SHA256 with this key over everything before `&sig=`. */
export const IMPACT_POSTBACK_SECRET = defineSecret('IMPACT_POSTBACK_SECRET');
/** CJ signs the query: header X-CJ-Signature = HMAC-SHA256 with this key over the raw query. */
export const CJ_POSTBACK_SECRET = defineSecret('CJ_POSTBACK_SECRET');

/**
 * Addresses each network sends postbacks from, comma-separated (their published egress IPs); empty
 * accepts any address with the secret or signature. Deploy configuration, like the secrets.
 */
export const RAKUTEN_POSTBACK_IPS = defineString('RAKUTEN_POSTBACK_IPS', { default: '' });
const IMPACT_POSTBACK_IPS = defineString('IMPACT_POSTBACK_IPS', { default: '' });
const CJ_POSTBACK_IPS = defineString('CJ_POSTBACK_IPS', { default: '' });

/** Every secret the API function needs for shopping (functions/src/index.ts binds them). */
export const SHOPPING_SECRETS = [RAKUTEN_POSTBACK_SECRET, IMPACT_POSTBACK_SECRET, CJ_POSTBACK_SECRET];

export const POSTBACK_TRUST: Readonly<Record<AffiliateNetwork, { secret: () => string; ips: () => string }>> = {
  rakuten: { secret: () => RAKUTEN_POSTBACK_SECRET.value(), ips: () => RAKUTEN_POSTBACK_IPS.value() },
  impact: { secret: () => IMPACT_POSTBACK_SECRET.value(), ips: () => IMPACT_POSTBACK_IPS.value() },
  cj: { secret: () => CJ_POSTBACK_SECRET.value(), ips: () => CJ_POSTBACK_IPS.value() },
};
