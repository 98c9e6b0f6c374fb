/**
 * Where the identity-verification provider (Veriff) lives and the keys of our integration there
 * (Veriff Customer Portal > the integration > API keys). Production sets them per project
 * (`functions/.env.<project>`, `firebase functions:secrets:set`); the local stack and the tests use
 * the partner simulator's values (functions/.env.demo-pilotmiles, .secret.local).
 */
import { defineSecret, defineString } from 'firebase-functions/params';

/** The integration's base URL, without /v1 (https://stationapi.veriff.com; the simulator locally). */
export const KYC_API_URL = defineString('KYC_API_URL');
/** The integration's API key: the X-AUTH-CLIENT header. */
export const KYC_API_KEY = defineSecret('KYC_API_KEY');
/**
 * The integration's shared secret key: signs our decision look-ups (X-HMAC-SIGNATURE of the
 * session id) and checks Veriff's webhooks (X-HMAC-SIGNATURE of the raw body).
 */
export const KYC_WEBHOOK_SECRET = defineSecret('KYC_WEBHOOK_SECRET');
