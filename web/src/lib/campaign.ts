/**
 * Campaign parameters (utm_*, gclid, fbclid...) seen in any landing URL are kept for 5 days in a
 * first-party cookie and sent with sign-up, so a sign-up days later is still attributed.
 */
import { CAMPAIGN_COOKIE_DAYS, CAMPAIGN_COOKIE_NAME, CAMPAIGN_PARAMS } from '@pilotmiles/core';

export type Campaign = Partial<Record<(typeof CAMPAIGN_PARAMS)[number], string>>;

export function campaignFromSearch(search: string): Campaign {
  const params = new URLSearchParams(search);
  const found: Campaign = {};
  for (const key of CAMPAIGN_PARAMS) {
    const value = params.get(key);
    if (value) found[key] = value.slice(0, 200);
  }
  return found;
}

export function readCampaign(cookie = document.cookie): Campaign {
  const raw = cookie
    .split('; ')
    .find((c) => c.startsWith(`${CAMPAIGN_COOKIE_NAME}=`))
    ?.slice(CAMPAIGN_COOKIE_NAME.length + 1);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(decodeURIComponent(raw));
    return parsed && typeof parsed === 'object' ? (parsed as Campaign) : {};
  } catch {
    return {};
  }
}

/** Stores the URL's campaign parameters, if it has any; a new campaign replaces the old one. */
export function captureCampaign(search = window.location.search): void {
  const found = campaignFromSearch(search);
  if (Object.keys(found).length === 0) return;
  const maxAge = CAMPAIGN_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${CAMPAIGN_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(found))}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
