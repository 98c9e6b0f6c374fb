/**
 * The survey wall a member may open in our frame (docs/surveys.md "Allow-list"): our configured
 * wall, or a wall link they followed when its scheme, host, port and path are one of our walls'.
 * Either way the member parameters on it are ours: our app id, the member's reference
 * (`pm.{uid}`, which can never be a transaction id) and its hash, whatever the link said, so a
 * link cannot make a member earn for someone else.
 */
import {
  SURVEY_ERROR_CODES,
  SURVEY_HOST_NOT_ALLOWED,
  SURVEY_MEMBER_PARAMS,
  SURVEY_WALL_URLS,
  surveyMemberRef,
  type SurveyWall,
} from '@pilotmiles/core';
import { HttpError } from '../platform/errors';
import { md5 } from './cpx.adapter';
import { SURVEYS_APP_ID, SURVEYS_POSTBACK_SECRET, SURVEYS_WALL_URL } from './surveys.config';

const notAllowed = () => new HttpError(400, SURVEY_ERROR_CODES.hostNotAllowed, SURVEY_HOST_NOT_ALLOWED);
const unavailable = () => new HttpError(503, SURVEY_ERROR_CODES.unavailable, 'Surveys are not available right now. Please try again later.');

const parseUrl = (raw: string): URL | null => {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
};

/** Our walls: core's list and the configured one (the local simulator's, in development). */
function allowedWalls(): URL[] {
  return [...SURVEY_WALL_URLS, SURVEYS_WALL_URL.value()].map(parseUrl).filter((u): u is URL => u !== null);
}

/**
 * `raw` as a URL when it points at one of our walls: same origin (scheme, host and port, after
 * WHATWG normalisation) and same path, no user name or password. Anything else is null.
 */
export function allowedWallUrl(raw: string): URL | null {
  const url = parseUrl(raw);
  if (!url || url.username || url.password) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return allowedWalls().some((wall) => wall.origin === url.origin && wall.pathname === url.pathname) ? url : null;
}

/**
 * A parameter that names the member, as the wall would read it: PHP reads `ext.user id` and
 * `ext_user_id[]` as ext_user_id, and case is irrelevant to us. Such copies are dropped.
 */
const MEMBER_PARAM_NAMES = new Set<string>(SURVEY_MEMBER_PARAMS);
const isMemberParam = (name: string) =>
  MEMBER_PARAM_NAMES.has(
    name
      .toLowerCase()
      .replace(/\[.*$/, '')
      .replace(/[.\s]/g, '_'),
  );

/** The wall for this member: `requested` when allowed (400 otherwise), else our configured wall. */
export function wallFor(uid: string, requested?: string): SurveyWall {
  const secret = SURVEYS_POSTBACK_SECRET.value();
  const url = requested ? allowedWallUrl(requested) : parseUrl(SURVEYS_WALL_URL.value());
  if (!url) throw requested ? notAllowed() : unavailable();
  if (!secret) throw unavailable();
  url.hash = '';
  for (const name of [...new Set(url.searchParams.keys())]) if (isMemberParam(name)) url.searchParams.delete(name);
  url.searchParams.append('app_id', SURVEYS_APP_ID.value());
  // Never the bare uid: the hash of what the member gets must not be able to sign a postback.
  const ref = surveyMemberRef(uid);
  url.searchParams.append('ext_user_id', ref);
  url.searchParams.append('secure_hash', md5(`${ref}-${secret}`));
  return { url: url.toString(), host: url.host };
}
