/** Refuses to run against anything but the emulators, and waits until they answer. */
export default async function setup() {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestore || !auth)
    throw new Error('API tests need FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST: run `npm run test:api`');
  for (const url of [`http://${firestore}/`, `http://${auth}/`]) {
    const res = await fetch(url).catch(() => null);
    if (!res?.ok) throw new Error(`emulator not answering at ${url}`);
  }
}
