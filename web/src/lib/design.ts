/**
 * Which design a member uses: the classic one or the next one under /new. The choice is
 * made with the links that switch between them ('Try the new design', 'Back to the classic
 * design') and kept in this browser. A member who chose the new design and lands on the classic
 * dashboard is sent to /new/dashboard, once a browser session, so the classic page stays reachable.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export type Design = 'new' | 'classic';

/** localStorage: the chosen design. */
export const DESIGN_KEY = 'pm_design';
/** sessionStorage: this session already sent the member from /dashboard to /new/dashboard. */
export const DESIGN_REDIRECTED_KEY = 'pm_design_redirected';

/** Where each design starts when switching to it. */
export const DESIGN_HOME: Readonly<Record<Design, string>> = { new: '/new/earn', classic: '/dashboard' };

/** The design a path belongs to. */
export const designOf = (pathname: string): Design => (pathname === '/new' || pathname.startsWith('/new/') ? 'new' : 'classic');

/** The article list of each design (where 'Continue Exploring' leads after a claim). */
export const ARTICLES_HOME: Readonly<Record<Design, string>> = { new: '/new/earn/articles', classic: '/articles' };

/** The classic account menus' way to the new design (it records the choice when followed). */
export const TRY_NEW_DESIGN = { label: 'Try the new design', to: DESIGN_HOME.new } as const;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // storage unavailable (private mode): the choice lasts as long as the page
  }
}

/** The design this browser chose, or null when none was chosen. */
export function chosenDesign(): Design | null {
  const value = read(() => localStorage, DESIGN_KEY);
  return value === 'new' || value === 'classic' ? value : null;
}

export function chooseDesign(design: Design): void {
  write(() => localStorage, DESIGN_KEY, design);
}

export interface DesignRedirectInput {
  pathname: string;
  signedIn: boolean;
  design: Design | null;
  /** This session already redirected once. */
  alreadyRedirected: boolean;
}

/** The rule: where to send the member instead of `pathname`, or null to stay. */
export function designRedirect({ pathname, signedIn, design, alreadyRedirected }: DesignRedirectInput): string | null {
  if (!signedIn || design !== 'new' || alreadyRedirected) return null;
  return pathname.replace(/\/+$/, '') === '/dashboard' ? '/new/dashboard' : null;
}

/** Applies designRedirect in the classic layout (after its first paint: keep it simple). */
export function useDesignRedirect(signedIn: boolean): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const to = designRedirect({
      pathname,
      signedIn,
      design: chosenDesign(),
      alreadyRedirected: read(() => sessionStorage, DESIGN_REDIRECTED_KEY) === '1',
    });
    if (!to) return;
    write(() => sessionStorage, DESIGN_REDIRECTED_KEY, '1');
    void navigate(to + search, { replace: true });
  }, [pathname, search, signedIn, navigate]);
}
