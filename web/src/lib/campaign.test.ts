import { afterEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_COOKIE_NAME } from '@pilotmiles/core';
import { campaignFromSearch, captureCampaign, readCampaign } from './campaign';

afterEach(() => {
  document.cookie = `${CAMPAIGN_COOKIE_NAME}=; Max-Age=0; Path=/`;
});

describe('campaign cookie', () => {
  it('keeps only the campaign parameters', () => {
    expect(campaignFromSearch('?utm_source=news&utm_medium=email&gclid=G1&page=2&q=x')).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      gclid: 'G1',
    });
  });
  it('stores them for 5 days and reads them back', () => {
    captureCampaign('?utm_campaign=winter&fbclid=F9');
    expect(readCampaign()).toEqual({ utm_campaign: 'winter', fbclid: 'F9' });
  });
  it('does not erase a stored campaign on a URL without one', () => {
    captureCampaign('?utm_source=first');
    captureCampaign('?page=3');
    expect(readCampaign()).toEqual({ utm_source: 'first' });
  });
  it('survives a corrupted cookie', () => {
    expect(readCampaign(`${CAMPAIGN_COOKIE_NAME}=%7Bnot-json`)).toEqual({});
    expect(readCampaign('')).toEqual({});
  });
});
