/**
 * Where the gift-card provider lives and the secret we share with it. Production sets
 * them per project (`functions/.env.<project>`, `firebase functions:secrets:set`); the local stack
 * and the tests use the partner simulator's values (functions/.env.demo-pilotmiles, .secret.local).
 */
import { defineSecret, defineString } from 'firebase-functions/params';

/** The gift-card provider's API base (Tremendous-style; the simulator locally). */
export const GIFTCARD_API_URL = defineString('GIFTCARD_API_URL');
export const GIFTCARD_API_KEY = defineSecret('GIFTCARD_API_KEY');

