/**
 * Every route of the app. Route modules load lazily; each default-exports its page component.
 * Later features add their routes here. The user layout and the landing page are the exception:
 * each entry decides how they come (`front`). The prerendered pages' entry (main.tsx) brings them
 * with it, as they are the first screen of most visits; every other path's entry (mainApp.tsx)
 * loads them lazily, so that /new, /cp/rewards and the admin do not download the classic layout.
 */
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import AppRoot from './AppRoot';
import { RequireAuth } from './guards';
import { FullScreenSpinner } from '../components/feedback/FullScreenSpinner';
import { RouteError } from '../components/feedback/RouteError';

import { page } from './lazyPage';
import { newRoutes } from './newRoutes';
import { cpRewardsRoute } from './cpRoutes';
import { adminRoute } from './adminRoutes';

/** A route's component, either with the entry or lazily. */
type RouteModule = { Component: ComponentType } | ReturnType<typeof page>;

/** The classic user layout and the landing page, as the entry brings them. */
export interface FrontDoor {
  userLayout: RouteModule;
  home: RouteModule;
}

/** The lazy front door: what every path but the prerendered ones uses. */
export const lazyFrontDoor: FrontDoor = {
  userLayout: page(() => import('./layouts/UserLayout')),
  home: page(() => import('../features/home/HomePage')),
};

const layout = {
  auth: page(() => import('../components/layout/AuthLayout')),
};

const signIn = page(() => import('../features/auth/SignInPage'));
const signUp = page(() => import('../features/auth/SignUpPage'));
const resetPassword = page(() => import('../features/auth/ResetPasswordPage'));
const transactions = page(() => import('../features/profile/TransactionsPage'));
const accountSettings = page(() => import('../features/profile/AccountSettingsPage'));
const startEarning = page(() => import('../features/offers/StartEarningPage'));
const kyc = page(() => import('../features/kyc/KycPage'));

export const buildRoutes = (front: FrontDoor): RouteObject[] => [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        ...front.userLayout,
        children: [
          { index: true, ...front.home },
          { path: 'advertisers', ...page(() => import('../features/advertisers/AdvertisersPage')) },
          // Anyone may read articles; claiming needs a session (SPEC §6).
          { path: 'articles', ...page(() => import('../features/articles/ArticlesPage')) },
          { path: 'articles/:slug', ...page(() => import('../features/articles/ArticlePage')) },
          // SPEC §2 Search section.
          { path: 'search/articles', ...page(() => import('../features/articles/SearchArticlesPage')) },
          { path: 'search/games', ...page(() => import('../features/offers/SearchGamesPage')) },
          { path: 'search/redeem', ...page(() => import('../features/rewards/SearchRedeemPage')) },
          { path: 'search/shop', ...page(() => import('../features/shopping/SearchShopPage')) },
          // Anyone may browse rewards; redeeming needs a session (SPEC §6).
          { path: 'rewards', ...page(() => import('../features/rewards/RewardsPage')) },
          // Anyone may browse sweepstakes; entering needs a session (SPEC §6).
          { path: 'sweepstakes', ...page(() => import('../features/sweepstakes/SweepstakesPage')) },
          // Anyone may open web search; results and rewards need a member (SPEC §2).
          { path: 'web-search', ...page(() => import('../features/webSearch/WebSearchPage')) },
          // Anyone may browse stores; activating cashback needs a session (SPEC §6).
          { path: 'shopping', ...page(() => import('../features/shopping/ShoppingPage')) },
          { path: 'shopping/brand/:brandId', ...page(() => import('../features/shopping/BrandPage')) },
          // Anyone may browse offers; starting one needs a session (SPEC §6).
          { path: 'offers', ...page(() => import('../features/offers/OffersPage')) },
          { path: 'start-earning', ...startEarning },
          { path: 'start-earning_v1', ...startEarning },
          {
            element: <RequireAuth />,
            children: [
              // Before offers/:id, so 'in-progress' is never taken for an offer id.
              { path: 'offers/in-progress', ...page(() => import('../features/offers/InProgressPage')) },
              { path: 'dashboard', ...page(() => import('../features/dashboard/DashboardPage')) },
              { path: 'daily-challenge', ...page(() => import('../features/daily/DailyChallengePage')) },
              { path: 'profile/menu', ...page(() => import('../features/profile/ProfileMenuPage')) },
              { path: 'profile/settings', ...page(() => import('../features/profile/SettingsPage')) },
              { path: 'profile/account-settings', ...accountSettings },
              { path: 'profile/transactions', ...transactions },
              { path: 'profile/transactions-2', ...page(() => import('../features/profile/TransactionsByDayPage')) },
              { path: 'profile/rewards', ...page(() => import('../features/rewards/MyRewardsPage')) },
              // The survey wall (?url= only when on our allow-list: docs/surveys.md).
              { path: 'survey', ...page(() => import('../features/surveys/SurveyPage')) },
              { path: 'team', ...page(() => import('../features/team/TeamPage')) },
            ],
          },
          { path: 'offers/:id', ...page(() => import('../features/offers/OfferPage')) },
          { path: '*', ...page(() => import('../features/not-found/NotFoundPage')) },
        ],
      },
      // The next design (SPEC §2 'Alternate design under /new'): its own layout, routes in newRoutes.tsx.
      {
        path: 'new',
        ...page(() => import('./layouts/NewLayout')),
        children: [
          { index: true, element: <Navigate to="earn" replace /> },
          ...newRoutes,
          { path: '*', ...page(() => import('../features/not-found/NotFoundPage')) },
        ],
      },
      // The partner rewards portal (SPEC §2 'Rewards portal'): its own layout, routes in cpRoutes.tsx.
      cpRewardsRoute,
      { path: 'unavailable-geo', ...page(() => import('../features/geo/UnavailableGeoPage')) },
      { path: 'success', element: <Navigate to="/auth/signin?emailVerified=true" replace /> },
      {
        path: 'auth',
        ...layout.auth,
        children: [
          { index: true, element: <Navigate to="/auth/signin" replace /> },
          { path: 'signin', ...signIn },
          { path: 'signin_v1', ...signIn },
          { path: 'signup', ...signUp },
          { path: 'signup_v1', ...signUp },
          { path: 'email-verification', ...page(() => import('../features/auth/EmailVerificationPage')) },
          { path: 'reset-password', ...resetPassword },
          { path: 'reset-password_v1', ...resetPassword },
          { path: 'window-success', ...page(() => import('../features/auth/WindowSuccessPage')) },
          { path: 'window-error', ...page(() => import('../features/auth/WindowErrorPage')) },
          // Identity verification is for signed-in members (docs/rewards.md "KYC").
          {
            element: <RequireAuth />,
            children: [
              { path: 'kyc', ...kyc },
              { path: 'kyc_v1', ...kyc },
            ],
          },
        ],
      },
      // Staff's app (web/src/admin): its guard, layout and routes in adminRoutes.tsx.
      adminRoute,
    ],
  },
];

