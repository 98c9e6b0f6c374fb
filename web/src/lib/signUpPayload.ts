/** The sign-up payload for POST /api/users (docs/api.md). */
import { generateReferralCode, type CreateUserInput } from '@pilotmiles/core';
import { readyAuth } from './authState';
import { readCampaign } from './campaign';
import { getGeo } from './geo';

export interface SignUpExtras {
  fullName?: string;
  displayName?: string;
  enteredReferralCode?: string;
  brandOwner?: string;
}

export async function signUpPayload(extras: SignUpExtras): Promise<CreateUserInput> {
  const user = (await readyAuth())?.currentUser ?? null;
  const geo = await getGeo();
  return {
    firebaseUser: user ? { uid: user.uid, email: user.email, displayName: user.displayName } : undefined,
    location: geo ? { country: geo.country_code, city: geo.city || null, ip: geo.ip || null } : null,
    newReferralCode: generateReferralCode((n) => crypto.getRandomValues(new Uint8Array(n))),
    additionalData: {
      fullName: extras.fullName || null,
      displayName: extras.displayName || null,
      enteredReferralCode: extras.enteredReferralCode || null,
      brand_owner: extras.brandOwner || null,
    },
    utm: readCampaign(),
  };
}
