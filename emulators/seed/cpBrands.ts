/**
 * One /cp/rewards partner portal brand ('skyway'), so /admin/cp-rewards opens on a real brand.
 * Idempotent: the document has a fixed id and content (a seed, not a staff action: no audit entry).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { cpBrandBody, type CpBrandBody } from '@pilotmiles/core';
import { db } from '../../functions/src/forScripts';

const SKYWAY: CpBrandBody = cpBrandBody.parse({
  name: 'Skyway Airlines',
  logo_url: '/images/cp/skyway.svg',
  colors: { primary: '#0a3d62', secondary: '#f6b93b', background: '#f4f8fb', text: '#13202b' },
  headline: 'Turn every trip into Skyway rewards',
  subheadline: 'Complete partner offers and redeem your PilotMiles for gift cards.',
  // Categories by name (core selectBrandOffers); reward ids are the rewards seed's.
  offer_wall: { tags: ['travel', 'explore'], featured_offer_ids: [], max_offers: 12 },
  reward_ids: ['amazon-us', 'delta', 'southwest', 'expedia', 'starbucks', 'paypal'],
});

export async function seedCpBrands(): Promise<string> {
  await db.collection('cpBrands').doc('skyway').set({ ...SKYWAY, updated_at: Timestamp.now(), updated_by: 'cli:seed' });
  return 'cp brand skyway';
}
