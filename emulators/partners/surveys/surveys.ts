/**
 * The survey wall's catalogue and the member sign-in it checks: five surveys of two or three
 * questions each; 'Your smartphone' screens every member out (a paid screen-out, as CPX pays some).
 * Payouts are what the network pays PilotMiles; the wall shows the member an estimate in PM.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_OFFERS_CONFIG, payoutToPilotMiles, surveyMemberId } from '@pilotmiles/core';

/** Our app at the network (functions/.env.demo-pilotmiles); SURVEYS_APP_ID overrides it. */
export const DEFAULT_SURVEYS_APP_ID = '24601';
/** The app's secure hash (functions/.secret.local); SURVEYS_POSTBACK_SECRET overrides it. */
export const DEFAULT_SURVEYS_SECRET = 'local-surveys-secret';

export const surveysAppId = () => process.env.SURVEYS_APP_ID || DEFAULT_SURVEYS_APP_ID;
export const surveysSecret = () => process.env.SURVEYS_POSTBACK_SECRET || DEFAULT_SURVEYS_SECRET;

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The hash the wall URL carries for a member: md5("{ext_user_id}-{secret}"). */
export const memberHash = (userId: string, secret = surveysSecret()) => md5(`${userId}-${secret}`);

export interface SurveyQuestion {
  id: string;
  text: string;
  options: readonly string[];
}

export interface Survey {
  id: string;
  name: string;
  topic: string;
  minutes: number;
  /** Dollars the network pays PilotMiles for a completion. */
  payoutUsd: number;
  questions: readonly SurveyQuestion[];
  /** Set on a survey that screens the member out: what a screen-out pays (dollars, 0 for nothing). */
  screenOutUsd?: number;
}

const q = (id: string, text: string, ...options: string[]): SurveyQuestion => ({ id, text, options });

export const SURVEYS: readonly Survey[] = [
  {
    id: 'travel-habits',
    name: 'Travel habits',
    topic: 'Travel',
    minutes: 4,
    payoutUsd: 1,
    questions: [
      q('trips', 'How many trips did you take in the last year?', 'None', '1 to 2', '3 to 5', 'More than 5'),
      q('book', 'How do you usually book flights?', 'Airline website', 'Travel agency', 'Comparison site', 'Someone else books'),
      q('seat', 'Which seat do you prefer?', 'Window', 'Aisle', 'No preference'),
    ],
  },
  {
    id: 'streaming',
    name: 'Streaming and TV',
    topic: 'Entertainment',
    minutes: 6,
    payoutUsd: 1.4,
    questions: [
      q('services', 'How many streaming services do you pay for?', 'None', 'One', 'Two or three', 'Four or more'),
      q('hours', 'How many hours of TV do you watch a week?', 'Under 2', '2 to 10', 'Over 10'),
      q('device', 'Where do you watch most?', 'TV', 'Laptop', 'Phone', 'Tablet'),
    ],
  },
  {
    id: 'grocery',
    name: 'Grocery shopping',
    topic: 'Shopping',
    minutes: 3,
    payoutUsd: 0.6,
    questions: [
      q('where', 'Where do you buy most groceries?', 'Supermarket', 'Online delivery', 'Local market'),
      q('often', 'How often do you shop for groceries?', 'Daily', 'Weekly', 'Every two weeks or less'),
    ],
  },
  {
    id: 'smartphones',
    name: 'Your smartphone',
    topic: 'Technology',
    minutes: 8,
    payoutUsd: 2.1,
    screenOutUsd: 0.05,
    questions: [
      q('brand', 'Which phone do you use?', 'iPhone', 'Samsung', 'Pixel', 'Other'),
      q('age', 'How old is your phone?', 'Under a year', '1 to 3 years', 'Older'),
    ],
  },
  {
    id: 'fitness',
    name: 'Health and fitness',
    topic: 'Health',
    minutes: 5,
    payoutUsd: 0.9,
    questions: [
      q('exercise', 'How often do you exercise?', 'Rarely', 'Once or twice a week', 'Three times or more'),
      q('tracker', 'Do you wear a fitness tracker?', 'Yes', 'No'),
    ],
  },
];

export const findSurvey = (id: string) => SURVEYS.find((s) => s.id === id);

/** The wall's estimate for the member (PilotMiles credits its own share: docs/surveys.md). */
export const estimatePm = (usd: number) => (usd > 0 ? payoutToPilotMiles(usd, DEFAULT_OFFERS_CONFIG.member_share) : 0);

/** Who is looking at the wall, from its URL: checked against our app id and the member's hash. */
export interface WallMember {
  appId: string;
  userId: string;
  secureHash: string;
}

/** A member as PilotMiles names it on the wall (`pm.{uid}`; a bare uid from older links). */
export const isWallUser = (userId: string) => surveyMemberId(userId) !== null;

/** The member of a wall URL or form, or why it is refused. */
export function wallMember(params: { get(name: string): string | null }): WallMember | string {
  const appId = params.get('app_id') ?? '';
  const userId = params.get('ext_user_id') ?? '';
  const secureHash = params.get('secure_hash') ?? '';
  if (appId !== surveysAppId()) return `Unknown app_id ${JSON.stringify(appId)}: this wall belongs to app ${surveysAppId()}.`;
  if (!isWallUser(userId)) return 'The wall link has no valid ext_user_id.';
  if (secureHash.toLowerCase() !== memberHash(userId)) return 'The secure_hash does not match this member: open the wall from PilotMiles.';
  return { appId, userId, secureHash };
}

/** Surveys each member finished here (the wall shows them as done). Bounded: the oldest members go first. */
const finished = new Map<string, Set<string>>();
const FINISHED_MEMBERS_MAX = 1000;

export function markFinished(userId: string, surveyId: string) {
  const set = finished.get(userId) ?? new Set<string>();
  set.add(surveyId);
  finished.delete(userId);
  finished.set(userId, set);
  if (finished.size > FINISHED_MEMBERS_MAX) finished.delete(finished.keys().next().value!);
}

export const finishedBy = (userId: string): ReadonlySet<string> => finished.get(userId) ?? new Set();
