/** Picks the banner for the current path and category, and acts on its search box. */
import { useLocation, useMatches } from 'react-router-dom';
import { joinedToday } from '@pilotmiles/core';
import { displayNameOf } from '../../../../lib/displayName';
import { useSession } from '../../../../lib/session';
import { useAppNavigate } from '../../../../components/AppLink';
import { openModal } from '../../../../components/modals/modalStore';
import { bannerFor } from './banners';
import { bannerSearchOutcome } from './bannerSearch';
import { PageBannerView } from './PageBannerView';

export function PageBanner() {
  const { pathname, search } = useLocation();
  const { status, user } = useSession();
  const navigate = useAppNavigate();
  // The user layout's only splat route is the 404 page: no banner above 'page not found'.
  const notFound = useMatches().at(-1)?.params['*'] !== undefined;
  const signedIn = status === 'signedIn';
  const member = user ? { name: displayNameOf(user), isNew: joinedToday(user) } : null;
  const banner = notFound ? null : bannerFor(pathname, search, member);
  if (!banner) return null;

  const q = new URLSearchParams(search).get('q') ?? '';
  return (
    <PageBannerView
      // A new page or query starts a fresh box.
      key={`${pathname}?${q}`}
      banner={banner}
      initialQuery={q}
      onSearch={(text) => {
        if (!banner.search) return;
        const outcome = bannerSearchOutcome(banner.search, text, signedIn);
        if (outcome.kind === 'signUp') openModal('PleaseSignUp');
        if (outcome.kind === 'go') navigate(outcome.to);
      }}
    />
  );
}
