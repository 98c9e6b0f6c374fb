/**
 * Where the identity-verification provider lives and the secrets we share with it. Production sets
 * them per project (`functions/.env.<project>`, `firebase functions:secrets:set`); the local stack
 * and the tests use the partner simulator's values (functions/.env.demo-pilotmiles, .secret.local).
 */
import { defineSecret, defineString } from 'firebase-functions/params';

/** The identity-verification provider's API base (Persona/Veriff-style; the simulator locally). */
export const KYC_API_URL = defineString('KYC_API_URL', { default: 'http://127.0.0.1:9400/kyc/api/v1' });
export const KYC_API_KEY = defineSecret('KYC_API_KEY');
/** Signs the provider's webhooks (HMAC-SHA256 over "<timestamp>.<raw body>"). */
export const KYC_WEBHOOK_SECRET = defineSecret('KYC_WEBHOOK_SECRET');
