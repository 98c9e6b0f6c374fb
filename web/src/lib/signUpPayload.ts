/** The SPEC §3 sign-up payload for POST /api/users. */
import { generateReferralCode, type CreateUserInput } from '@pilotmiles/core';
import { auth } from './firebase';
import { readCampaign } from './campaign';
import { getGeo } from './geo';

export interface SignUpExtras {
  fullName?: string;
  displayName?: string;
  enteredReferralCode?: string;
  brandOwner?: string;
}

export async function signUpPayload(extras: SignUpExtras): Promise<CreateUserInput> {
  const user = auth.currentUser;
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
