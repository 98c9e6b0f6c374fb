/**
 * What the article page's two ad slots hold. No ad network is configured, so a slot holds
 * either a house promotion (something true about PilotMiles that helps the reader take a next step)
 * or nothing, and a slot with nothing renders nothing: never an empty 'Advertisement' box. When ads
 * arrive, a configured ad becomes another kind of slot content here.
 */

export interface HousePromo {
  id: string;
  title: string;
  text: string;
  action: { label: string; to: string };
}

export interface ArticleAds {
  /** After the image, inside the reading: left empty, so we do not interrupt the reader ourselves. */
  afterImage: HousePromo | null;
  /** After the article, where a next step is welcome. */
  end: HousePromo | null;
}

/** Articles are an earning activity, so what they pay counts towards the daily challenge's target. */
export const DAILY_CHALLENGE_PROMO: HousePromo = {
  id: 'daily-challenge',
  title: 'Reading counts towards your daily challenge',
  text: "The PilotMiles you claim for articles add up towards today's challenge. Reach its target to collect a bonus.",
  action: { label: "See today's challenge", to: '/daily-challenge' },
};

export const NO_ADS: ArticleAds = { afterImage: null, end: null };

/**
 * The slots for a reader. Members get the daily challenge after the article. Visitors get none: the
 * page already invites them to sign in above the article and to join in the 'Ready for Takeoff?'
 * band below it, and a third invitation would only be noise.
 */
export function articleAds(reader: 'visitor' | 'member'): ArticleAds {
  return reader === 'member' ? { afterImage: null, end: DAILY_CHALLENGE_PROMO } : NO_ADS;
}
