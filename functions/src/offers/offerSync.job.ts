/** offerSync, every 15 minutes: the catalogue from the network's feed (sync.service.ts); its counts go to the log. */
import { syncOffers, type SyncResult } from './sync.service';

export async function runOfferSync(): Promise<SyncResult> {
  const result = await syncOffers();
  console.log('offers: synced', result);
  return result;
}
