/**
 * The classic design's routes: the user layout (ClassicLayout: header, banner, footer)
 * around the public pages and the members' pages. The layout and the landing page are the
 * exception to lazy loading: each entry decides how they come (`front`). The prerendered pages'
 * entry (main.tsx) brings them with it, as they are the first screen of most visits; every other
 * path's entry (mainApp.tsx) loads them lazily, so that /new, /cp/rewards and the admin do not
 * download the classic layout. router.tsx mounts the block.
 */
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { page } from '../../lazyPage';
import { RequireAuth } from '../../guards';
import { MEMBER_SHELL } from '../../memberShell';

/** A route's component, either with the entry or lazily. */
type RouteModule = { Component: ComponentType } | ReturnType<typeof page>;

/** The classic layout and the landing page, as the entry brings them. */
export interface FrontDoor {
  layout: RouteModule;
  home: RouteModule;
}

/** The lazy front door: what every path but the prerendered ones uses. */
export const lazyFrontDoor: FrontDoor = {
  layout: page(() => import('./ClassicLayout')),
  home: page(() => import('../../../features/home/HomePage')),
};

const transactions = page(() => import('../../../features/profile/TransactionsPage'));
const accountSettings = page(() => import('../../../features/profile/AccountSettingsPage'));
const startEarning = page(() => import('../../../features/offers/StartEarningPage'));

export const classicRoute = (front: FrontDoor): RouteObject => ({
  ...front.layout,
  children: [
    { index: true, ...front.home },
    { path: 'advertisers', ...page(() => import('../../../features/advertisers/AdvertisersPage')) },
    // Anyone may read articles; claiming needs a session (docs/product.md "Who can do what").
    { path: 'articles', ...page(() => import('../../../features/articles/ArticlesPage')) },
    { path: 'articles/:slug', ...page(() => import('../../../features/articles/ArticlePage')) },
    // The site search's result pages (docs/product.md "The site search").
    { path: 'search/articles', ...page(() => import('../../../features/articles/SearchArticlesPage')) },
    { path: 'search/games', ...page(() => import('../../../features/offers/SearchGamesPage')) },
    { path: 'search/redeem', ...page(() => import('../../../features/rewards/SearchRedeemPage')) },
    { path: 'search/shop', ...page(() => import('../../../features/shopping/SearchShopPage')) },
    // Anyone may browse rewards; redeeming needs a session (docs/product.md "Who can do what").
    { path: 'rewards', ...page(() => import('../../../features/rewards/RewardsPage')) },
    // Anyone may browse sweepstakes; entering needs a session (docs/product.md "Who can do what").
    { path: 'sweepstakes', ...page(() => import('../../../features/sweepstakes/SweepstakesPage')) },
    // Anyone may open web search; results and rewards need a member.
    { path: 'web-search', ...page(() => import('../../../features/webSearch/WebSearchPage')) },
    // Anyone may browse stores; activating cashback needs a session (docs/product.md "Who can do what").
    { path: 'shopping', ...page(() => import('../../../features/shopping/ShoppingPage')) },
    { path: 'shopping/brand/:brandId', ...page(() => import('../../../features/shopping/BrandPage')) },
    // Anyone may browse offers; starting one needs a session (docs/product.md "Who can do what").
    { path: 'offers', ...page(() => import('../../../features/offers/OffersPage')) },
    { path: 'start-earning', ...startEarning },
    { path: 'start-earning_v1', ...startEarning },
    {
      element: <RequireAuth />,
      children: [
        // Before offers/:id, so 'in-progress' is never taken for an offer id.
        { path: 'offers/in-progress', ...page(() => import('../../../features/offers/InProgressPage')) },
        // Prerendered for returning members: see app/memberShell.ts.
        { path: 'dashboard', handle: MEMBER_SHELL, ...page(() => import('../../../features/dashboard/DashboardPage')) },
        { path: 'daily-challenge', ...page(() => import('../../../features/daily/DailyChallengePage')) },
        { path: 'profile/menu', ...page(() => import('../../../features/profile/ProfileMenuPage')) },
        // One settings page: /profile and the old /profile/settings lead to it.
        { path: 'profile', element: <Navigate to="/profile/account-settings" replace /> },
        { path: 'profile/settings', element: <Navigate to="/profile/account-settings" replace /> },
        { path: 'profile/account-settings', ...accountSettings },
        { path: 'profile/transactions', ...transactions },
        { path: 'profile/transactions-2', ...page(() => import('../../../features/profile/TransactionsByDayPage')) },
        { path: 'profile/rewards', ...page(() => import('../../../features/rewards/MyRewardsPage')) },
        // The survey wall (?url= only when on our allow-list: docs/surveys.md).
        { path: 'survey', ...page(() => import('../../../features/surveys/SurveyPage')) },
        { path: 'team', ...page(() => import('../../../features/referrals/TeamPage')) },
      ],
    },
    { path: 'offers/:id', ...page(() => import('../../../features/offers/OfferPage')) },
    { path: '*', ...page(() => import('../../../features/not-found/NotFoundPage')) },
  ],
});
