/** Team page test data: a summary with overrides. */
import type { Referee, ReferralsSummary } from '@pilotmiles/core';

export const makeReferee = (over: Partial<Referee> = {}): Referee => ({
  display_name: 'Amelia E.',
  joined_at: '2026-11-21T12:00:00.000Z',
  status: 'earning',
  progress_pm: 420,
  earned_pm: 0,
  ...over,
});

export const makeSummary = (over: Partial<ReferralsSummary> = {}): ReferralsSummary => ({
  code: 'ABCD2345',
  invite_url: 'http://127.0.0.1:5000/auth/signup?ref=ABCD2345',
  bonus_pm: 500,
  threshold_pm: 1000,
  earned_pm: 500,
  total_referees: 4,
  referees: [
    makeReferee({ display_name: 'Harriet Q.', status: 'not-eligible', progress_pm: undefined }),
    makeReferee({ display_name: 'Jean B.', status: 'waiting-verification', progress_pm: undefined }),
    makeReferee({ display_name: 'Bessie C.', status: 'earning', progress_pm: 420 }),
    makeReferee({ display_name: 'Amelia E.', status: 'rewarded', progress_pm: undefined, earned_pm: 500 }),
  ],
  ...over,
});
