// What a web build needs to know of its Firebase project, checked by the build itself
// (vite.config.ts) and by `npm run deploy:check`. A build for a real project (`vite build --mode
// <projectId>`, what firebase.json's predeploy runs) stops, naming each missing setting, instead of
// quietly becoming the demo build that talks to the emulators on the visitor's own host.

/** Set in web/.env.<projectId> for every deployed project. */
export const REQUIRED_WEB_SETTINGS = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
  // Web push: without it FCM gives no token, so push would be silently off.
  'VITE_FCM_VAPID_KEY',
  // App Check: without it every earning and spending call is refused (lib/appCheck.ts).
  'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
];

/** Modes of the local demo build and the tests: a demo- project (or none) talks to the emulators. */
const LOCAL_MODES = new Set(['production', 'development', 'test']);

const isDemo = (projectId) => !projectId || projectId.startsWith('demo-');

/** The problems of a build's settings, as sentences naming them (empty: the build may go on). */
export function webSettingsProblems(mode, env) {
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (LOCAL_MODES.has(mode) && isDemo(projectId)) return [];
  const problems = [];
  if (!LOCAL_MODES.has(mode) && isDemo(mode))
    problems.push(`"${mode}" is a demo project: build it with the default mode (npm run build)`);
  if (!LOCAL_MODES.has(mode) && projectId && projectId !== mode)
    problems.push(`VITE_FIREBASE_PROJECT_ID is ${projectId}, but the build is for ${mode} (web/.env.${mode})`);
  const missing = REQUIRED_WEB_SETTINGS.filter((name) => !env[name]?.trim());
  if (missing.length)
    problems.push(`missing ${missing.join(', ')} (web/.env.${LOCAL_MODES.has(mode) ? projectId : mode})`);
  for (const [name, value] of Object.entries(env))
    if (name.startsWith('VITE_') && /\/\/(127\.0\.0\.1|localhost)[:/]/.test(value ?? ''))
      problems.push(`${name} points at this machine (${value})`);
  return problems;
}
