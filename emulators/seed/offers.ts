/**
 * The offer catalogue from the partner simulator's feed (the same sync production runs), the
 * offers staff feature on /start-earning, and a little offer history for the demo member so
 * 'In progress' shows every state. Idempotent: the sync upserts, and the history is made once.
 */
import { DEFAULT_OFFERS_CONFIG } from '@pilotmiles/core';
import { applyOfferReport, db, getConfig, recordClick, saveConfig, syncOffers } from '../../functions/src/forScripts';

/** Featured on /start-earning: quick, well-paying starts across categories. */
const FEATURED = ['10234', '10501', '10401', '10601', '10705', '10241'];

export async function seedOffers(demoUid: string): Promise<string> {
  const config = await getConfig('offers');
  if (!config.featured_offer_ids.length)
    await saveConfig('offers', { ...DEFAULT_OFFERS_CONFIG, ...config, featured_offer_ids: FEATURED }, 'cli:seed');
  const sync = await syncOffers();

  const started = await db.collection('offerClicks').where('uid', '==', demoUid).limit(1).get();
  if (started.empty) {
    const start = (offerId: string) => recordClick({ uid: demoUid, offerId, ip: null, userAgent: 'seed' });
    const report = (clickId: string, eventId: string, status: 'approved' | 'pending' | 'rejected') =>
      applyOfferReport({ network: 'swaarm', clickId, eventId, status, payoutUsd: null });
    const royal = await start('10234');
    await report(royal.click_id, 'install', 'approved');
    await report(royal.click_id, 'level_10', 'approved');
    const siege = await start('10241');
    await report(siege.click_id, 'install', 'approved');
    await report(siege.click_id, 'town_hall_12', 'pending');
    const survey = await start('10405');
    await report(survey.click_id, 'complete_survey', 'rejected');
  }
  return `${sync.upserted + sync.unchanged} offers (${sync.upserted} written, ${sync.deactivated} made inactive)`;
}
