/**
 * Where Swaarm lives and the secrets we share with it. Production sets them per project
 * (`functions/.env.<project>` and `firebase functions:secrets:set`); the local stack and the tests
 * use the partner simulator's values (functions/.env.demo-pilotmiles, functions/.secret.local).
 */
import { defineSecret, defineString } from 'firebase-functions/params';

/** The offer feed (the simulator's locally). */
export const SWAARM_FEED_URL = defineString('SWAARM_FEED_URL');
/** Our publisher id at Swaarm; it goes into the feed request and every tracking link. */
export const SWAARM_PUBLISHER_ID = defineString('SWAARM_PUBLISHER_ID');
/**
 * Addresses Swaarm sends postbacks from, comma-separated (its published egress IPs); empty accepts
 * any address that knows the secret. Deploy configuration, like the secret it backs up.
 */
export const SWAARM_POSTBACK_IPS = defineString('SWAARM_POSTBACK_IPS', { default: '' });
/** The feed API key. */
export const SWAARM_API_KEY = defineSecret('SWAARM_API_KEY');
/** The secret our postback URL carries (Swaarm cannot sign postbacks). */
export const SWAARM_POSTBACK_SECRET = defineSecret('SWAARM_POSTBACK_SECRET');

