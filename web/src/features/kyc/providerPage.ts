/**
 * Leaving for the verification provider's hosted page, and remembering where to come back to:
 * Veriff returns the member to the callback URL (/auth/kyc, or the portal's kyc-2) as the server
 * gave it, without our own query (`next`).
 */

const NEXT_KEY = 'pm_kyc_next';

/**
 * Where the member goes after verification: a path of this site (under `within`, for a frame such
 * as the partner portal), else `fallback` (/rewards). A backslash is refused anywhere: browsers
 * read '/\\host' as '//host', another site.
 */
export function safeNext(value: string | null | undefined, fallback = '/rewards', within = '/'): string {
  return value &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !value.startsWith('/auth') &&
    value.startsWith(within)
    ? value
    : fallback;
}

export function rememberNext(next: string): void {
  try {
    sessionStorage.setItem(NEXT_KEY, next);
  } catch {
    // storage unavailable (private mode): the return goes to /rewards
  }
}

export function recalledNext(): string | null {
  try {
    return sessionStorage.getItem(NEXT_KEY);
  } catch {
    return null;
  }
}

/** Opens the provider's page in this tab; only an http(s) address is followed. */
export function openProviderPage(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  window.location.assign(parsed.href);
  return true;
}
