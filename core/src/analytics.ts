/**
 * What analytics may keep of a URL or an event (docs/api.md, `POST /events`): the web app strips these before
 * sending, and the server strips them again before storing, with the same function.
 */

/**
 * Query parameters that grant access or identify someone: Firebase action links (oobCode, apiKey,
 * mode, continueUrl), OAuth codes and state, and anything named like a token, password, secret,
 * key or e-mail address.
 */
const SENSITIVE_PARAM = /^(oobcode|apikey|api_key|mode|continueurl|code|state|key|sig|signature)$|token|passw|pwd|secret|e-?mail|auth/i;

export const isSensitiveParam = (name: string) => SENSITIVE_PARAM.test(name);

const PLACEHOLDER_ORIGIN = 'http://relative.invalid';

/**
 * `raw` without sensitive query parameters and without its fragment (where OAuth puts tokens);
 * a relative URL stays relative. Null when it is not a URL at all.
 */
export function sanitizeUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  for (const name of [...url.searchParams.keys()]) if (isSensitiveParam(name)) url.searchParams.delete(name);
  url.hash = '';
  url.username = '';
  url.password = '';
  const text = url.toString();
  return url.origin === PLACEHOLDER_ORIGIN ? text.slice(PLACEHOLDER_ORIGIN.length) : text;
}

const looksLikeUrl = (value: string) => /^(https?:\/\/|\/)/i.test(value);
/** Event data keys that carry a credential, whatever their value. */
const SENSITIVE_KEY = /token|passw|pwd|secret|oob|api_?key/i;

type Scalar = string | number | boolean | null;
export type EventData = Record<string, Scalar | Scalar[]>;

const cleanScalar = (value: Scalar): Scalar =>
  typeof value === 'string' && looksLikeUrl(value) ? sanitizeUrl(value) : value;

/** Event data with credential-named keys dropped and every URL-looking string sanitised. */
export function sanitizeEventData(data: EventData): EventData {
  const out: EventData = {};
  for (const [key, value] of Object.entries(data)) {
    if (SENSITIVE_KEY.test(key)) continue;
    out[key] = Array.isArray(value) ? value.map(cleanScalar) : cleanScalar(value);
  }
  return out;
}
