/**
 * Where the survey wall lives and the secret we share with it. Production sets them per project
 * (`functions/.env.<project>` and `firebase functions:secrets:set`); the local stack and the tests
 * use the partner simulator's values (functions/.env.demo-pilotmiles, functions/.secret.local).
 */
import { defineSecret, defineString } from 'firebase-functions/params';

/** The wall the member opens at /survey without a link of their own (the simulator's locally). */
export const SURVEYS_WALL_URL = defineString('SURVEYS_WALL_URL');
/** Our app id at the survey network; it goes on every wall URL. */
export const SURVEYS_APP_ID = defineString('SURVEYS_APP_ID');
/**
 * Addresses the wall sends postbacks from, comma-separated (its published IPs). Required outside
 * the emulator: unset, it stops the deploy (`npm run deploy:check` names it); deployed empty the
 * postback route refuses every call (503 naming this setting) rather than trust any address with
 * the right hash. Empty locally (functions/.env.demo-pilotmiles), where the simulator calls from
 * the loopback.
 */
export const SURVEYS_POSTBACK_IPS = defineString('SURVEYS_POSTBACK_IPS');
/**
 * The app's secure hash at the network: it signs the member on the wall URL
 * (md5("{ext_user_id}-{secret}"), ext_user_id = `pm.{uid}`) and the network signs each postback
 * with it (md5("{trans_id}-{secret}")).
 */
export const SURVEYS_POSTBACK_SECRET = defineSecret('SURVEYS_POSTBACK_SECRET');
