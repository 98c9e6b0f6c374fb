/**
 * Local development only: the Auth emulator sends no e-mail, it lists the links it would have sent.
 * https://firebase.google.com/docs/emulator-suite/connect_auth#rest_endpoints
 */
import { EMULATOR_PORTS, emulatorHost, firebaseConfig } from '../../lib/firebase';

export type OobKind = 'VERIFY_EMAIL' | 'PASSWORD_RESET';

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The newest link of this kind for this address (the emulator lists them oldest first). */
export async function newestOobCode(email: string, kind: OobKind): Promise<OobCode | null> {
  const url = `http://${emulatorHost}:${EMULATOR_PORTS.auth}/emulator/v1/projects/${firebaseConfig.projectId}/oobCodes`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`oobCodes: HTTP ${res.status}`);
  const { oobCodes = [] } = (await res.json()) as { oobCodes?: OobCode[] };
  const address = email.trim().toLowerCase();
  return oobCodes.filter((c) => c.requestType === kind && c.email.toLowerCase() === address).at(-1) ?? null;
}
