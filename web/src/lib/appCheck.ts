/**
 * Firebase App Check for the API (docs/deploy.md "App Check"): a deployed build gets a token from
 * reCAPTCHA Enterprise (VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) and lib/api.ts sends it with every
 * signed-in call; the server refuses earning and spending calls without a valid one. The SDK loads
 * with the first such call, never in a visitor's first page. A staging build against a real project
 * may set VITE_APPCHECK_DEBUG_TOKEN: Firebase's debug provider then stands in for reCAPTCHA (the
 * token is registered in the console). The emulator has no App Check service: there none is sent
 * and the server asks for none.
 */
import type { AppCheck } from 'firebase/app-check';
import { usingEmulators } from './firebaseConfig';

const SITE_KEY = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY as string | undefined;
const DEBUG_TOKEN = import.meta.env.VITE_APPCHECK_DEBUG_TOKEN as string | undefined;

export const appCheckConfigured = !usingEmulators && Boolean(SITE_KEY);

let appCheck: Promise<AppCheck> | null = null;

async function start(): Promise<AppCheck> {
  if (DEBUG_TOKEN) Object.assign(self, { FIREBASE_APPCHECK_DEBUG_TOKEN: DEBUG_TOKEN });
  const [{ firebaseApp }, { initializeAppCheck, ReCaptchaEnterpriseProvider }] = await Promise.all([
    import('./firebase'),
    import('firebase/app-check'),
  ]);
  return initializeAppCheck(firebaseApp, { provider: new ReCaptchaEnterpriseProvider(SITE_KEY!), isTokenAutoRefreshEnabled: true });
}

/** This app's App Check token (cached and refreshed by the SDK), or null where App Check is off. */
export async function appCheckToken(): Promise<string | null> {
  if (!appCheckConfigured) return null;
  appCheck ??= start();
  try {
    const [instance, { getToken }] = await Promise.all([appCheck, import('firebase/app-check')]);
    return (await getToken(instance)).token;
  } catch {
    // The server answers what a missing token means; the call itself goes on.
    return null;
  }
}
