/**
 * Where the gift-card and KYC providers live and the secrets we share with them. Production sets
 * them per project (`functions/.env.<project>`, `firebase functions:secrets:set`); the local stack
 * and the tests use the partner simulators' values (functions/.env.demo-pilotmiles, .secret.local).
 */
import { defineSecret, defineString } from 'firebase-functions/params';

/** The gift-card provider's API base (Tremendous-style; the simulator locally). */
export const GIFTCARD_API_URL = defineString('GIFTCARD_API_URL', { default: 'http://127.0.0.1:9400/giftcards/api/v2' });
export const GIFTCARD_API_KEY = defineSecret('GIFTCARD_API_KEY');

/** The identity-verification provider's API base (Persona/Veriff-style; the simulator locally). */
export const KYC_API_URL = defineString('KYC_API_URL', { default: 'http://127.0.0.1:9400/kyc/api/v1' });
export const KYC_API_KEY = defineSecret('KYC_API_KEY');
/** Signs the provider's webhooks (HMAC-SHA256 over "<timestamp>.<raw body>"). */
export const KYC_WEBHOOK_SECRET = defineSecret('KYC_WEBHOOK_SECRET');



