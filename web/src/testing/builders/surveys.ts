/** Surveys test data: the member's survey activity; `over` changes fields. */
import type { SurveyActivity } from '@pilotmiles/core';

let seq = 0;

/** A survey transaction of the member, credited unless told otherwise. */
export function makeSurveyActivity(over: Partial<SurveyActivity> = {}): SurveyActivity {
  seq += 1;
  return {
    id: `survey:cpx:t${seq}`,
    name: 'Travel habits',
    type: 'complete',
    status: 'confirmed',
    pilot_miles: 70,
    created_at: '2026-11-21T12:00:00.000Z',
    updated_at: '2026-11-21T12:00:00.000Z',
    ...over,
  };
}
