import { SURVEY_ACTIVITY_LIMIT, SURVEY_EVENT_NAMES, type SurveyActivity, type SurveyType } from '@pilotmiles/core';
import { isoTime } from '../platform/isoTime';
import { conversionsCol } from '../platform/paths';

/** The member's recent survey transactions, newest first (index: uid, kind, created_at desc). */
export async function surveyActivity(uid: string): Promise<SurveyActivity[]> {
  const snap = await conversionsCol()
    .where('uid', '==', uid)
    .where('kind', '==', 'survey')
    .orderBy('created_at', 'desc')
    .limit(SURVEY_ACTIVITY_LIMIT)
    .get();
  return snap.docs.map((d) => {
    const type = (d.get('survey_type') as SurveyType | undefined) ?? 'complete';
    return {
      id: d.id,
      name: d.get('event_name') ?? SURVEY_EVENT_NAMES[type],
      type,
      status: d.get('status'),
      pilot_miles: d.get('pilot_miles') ?? 0,
      created_at: isoTime(d.get('created_at')) ?? '',
      updated_at: isoTime(d.get('updated_at')) ?? '',
    };
  });
}
