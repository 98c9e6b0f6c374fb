/**
 * Surveys (docs/surveys.md): a survey network's wall (CPX Research style) shown in our frame at
 * /survey. The wall reports each completion, screen-out and reversal by a signed postback; each
 * one is a conversion of kind 'survey' moved by the shared engine (docs/conversions.md). The
 * member's PM is our share of what the wall pays us, never what the callback says a member gets.
 */
import type { ConversionStatus, PostbackStatus } from '../offers/conversions';
import { payoutToPilotMiles } from '../offers/conversions';

/** Our name for the survey network (in conversion and ledger ids: survey:cpx:{transId}). */
export const SURVEY_NETWORK = 'cpx';

/** The wall as staff lists and the member's history name it (the conversion's offer_name). */
export const SURVEY_WALL_NAME = 'CPX Research survey';

/**
 * The survey walls we frame: scheme, host, port and path must match one of these exactly (the
 * query is ours to set). The local simulator's wall (SURVEYS_WALL_URL) is added by the server.
 */
export const SURVEY_WALL_URLS: readonly string[] = [
  'https://offers.cpx-research.com/index.php',
  'https://offers.cpx-research.com/',
];

/**
 * The wall's parameters that say who the member is; the server always sets them itself (never
 * the caller's): our app id, the member's uid and md5("{uid}-{secret}").
 */
export const SURVEY_MEMBER_PARAMS = ['app_id', 'ext_user_id', 'secure_hash'] as const;

/** What a wall transaction is: a completed survey, a screen-out (paid or not), or a bonus. */
export const SURVEY_TYPES = ['complete', 'out', 'bonus'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

/** The step's name when the wall gives no survey name. */
export const SURVEY_EVENT_NAMES: Readonly<Record<SurveyType, string>> = {
  complete: 'Survey',
  out: 'Screen-out bonus',
  bonus: 'Survey bonus',
};

/** The wall's status codes: 1 completed (credit), 2 reversed (take it back). */
export const CPX_STATUSES: Readonly<Record<'1' | '2', PostbackStatus>> = { '1': 'approved', '2': 'reversed' };

/**
 * The member's PM for a transaction the wall pays us `amountUsd` for: our member share of it
 * (payoutToPilotMiles), or 0 when the wall pays us nothing (a screen-out without pay), so
 * nothing is credited.
 */
export function surveyPilotMiles(amountUsd: number, share: number): number {
  return Math.round(amountUsd * 100) > 0 ? payoutToPilotMiles(amountUsd, share) : 0;
}

export const SURVEY_ERROR_CODES = {
  hostNotAllowed: 'surveys/host-not-allowed',
  unknownUser: 'surveys/unknown-user',
  userMismatch: 'surveys/user-mismatch',
  unavailable: 'surveys/unavailable',
} as const;

export const SURVEY_HOST_NOT_ALLOWED = 'This survey wall is not one of our partners';

/** The member's recent survey activity: at most this many, newest first. */
export const SURVEY_ACTIVITY_LIMIT = 20;

/** GET /surveys/wall: the wall to frame, with our member parameters on it. */
export interface SurveyWall {
  url: string;
  /** The wall's host, shown to the member ('offers.cpx-research.com'). */
  host: string;
}

/** GET /surveys/activity: one wall transaction of the member. */
export interface SurveyActivity {
  id: string;
  /** The survey's name, or 'Survey' / 'Screen-out bonus' / 'Survey bonus'. */
  name: string;
  type: SurveyType;
  /** confirmed: credited; reversed: taken back; rejected: reversed before any credit. */
  status: ConversionStatus;
  pilot_miles: number;
  created_at: string;
  updated_at: string;
}
