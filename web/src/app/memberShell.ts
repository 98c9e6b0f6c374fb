/**
 * Pages a returning member sees before the session is known: the layout (its header without the
 * account) and the page in its loading state, rather than a full-screen spinner. The page is
 * prerendered that way (scripts/prerender.mjs, `member: true`), so a member's browser paints it
 * from the HTML and React's first render looks the same. Such a page must render with no user
 * (its queries wait for one, showing their skeletons); the sign-in gate still applies once Auth
 * answers.
 */
import { useMatches } from 'react-router-dom';
import { useSession } from '../lib/session';

/** The route handle that marks such a page. */
export const MEMBER_SHELL = { memberShell: true } as const;

/** Whether the session is loading on a page that shows itself meanwhile. */
export function useMemberShellWhileLoading(): boolean {
  const { status } = useSession();
  const matches = useMatches();
  return (
    status === 'loading' &&
    matches.some((m) => (m.handle as { memberShell?: boolean } | undefined)?.memberShell === true)
  );
}
