/** offerSync, every 15 minutes: the catalogue from the network's feed (sync.service.ts); its counts go to the log. */
import { logger } from 'firebase-functions';
import { syncOffers, type SyncResult } from './sync.service';

export async function runOfferSync(): Promise<SyncResult> {
  const result = await syncOffers();
  logger.info('offers: synced', result);
  return result;
}
