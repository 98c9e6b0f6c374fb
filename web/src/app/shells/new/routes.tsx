/**
 * The /new design's routes (docs/product.md "The /new design"): its layout (NewLayout: app
 * bar, bottom navigation or rail, its theme) around lazy pages, each its feature's hooks with the
 * feature's compact views (`*Compact`). router.tsx mounts the block.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { page } from '../../lazyPage';
import { RequireAuth } from '../../guards';

const pages: RouteObject[] = [
  // Routes are added here, one line each.
  // The earn hub: public, like the classic earn pages (members see their own figures).
  { path: 'earn', ...page(() => import('../../../features/earn/EarnHubPage')) },
  { path: 'earn/offer', ...page(() => import('../../../features/offers/OffersPageCompact')) },
  { path: 'earn/offer/:id', ...page(() => import('../../../features/offers/OfferPageCompact')) },
  { path: 'earn/play-game', ...page(() => import('../../../features/offers/OffersPageCompact').then((m) => ({ default: m.PlayGamePage }))) },
  { path: 'earn/try-apps', ...page(() => import('../../../features/offers/OffersPageCompact').then((m) => ({ default: m.TryAppsPage }))) },
  { path: 'earn/services', ...page(() => import('../../../features/offers/OffersPageCompact').then((m) => ({ default: m.ServicesPage }))) },
  { path: 'earn/book', ...page(() => import('../../../features/offers/OffersPageCompact').then((m) => ({ default: m.BookPage }))) },
  // The survey wall needs a member; a visitor is asked to sign in on the page itself.
  { path: 'earn/surveys', ...page(() => import('../../../features/surveys/SurveyPageCompact')) },
  { path: 'earn/articles', ...page(() => import('../../../features/articles/ArticlesPageCompact')) },
  { path: 'earn/articles/:slug', ...page(() => import('../../../features/articles/ArticlePageCompact')) },
  { path: 'earn/web-search', ...page(() => import('../../../features/webSearch/WebSearchPageCompact')) },
  { path: 'earn/shopping', ...page(() => import('../../../features/shopping/ShoppingPageCompact')) },
  { path: 'earn/shopping/:id', ...page(() => import('../../../features/shopping/BrandPageCompact')) },
  // The site search: a shell with ?q= and tabs; each tab is its feature's search (as /search/*).
  {
    path: 'earn/search',
    ...page(() => import('./SearchShell')),
    children: [
      { index: true, ...page(() => import('../../../features/articles/SearchArticlesTab')) },
      { path: 'games', ...page(() => import('../../../features/offers/SearchGamesTab')) },
      { path: 'rewards', ...page(() => import('../../../features/rewards/SearchRedeemTab')) },
      { path: 'shop', ...page(() => import('../../../features/shopping/SearchShopTab')) },
    ],
  },
  // Anyone may browse sweepstakes and rewards; entering and redeeming need a member.
  { path: 'win-big', ...page(() => import('../../../features/sweepstakes/SweepstakesPageCompact')) },
  { path: 'redeem', ...page(() => import('../../../features/rewards/RewardsPageCompact')) },
  // The profile menu: a member's menu, a visitor's sign in / sign up (the bottom navigation's Profile).
  { path: 'profile/menu', ...page(() => import('../../../features/profile/ProfileMenuPageCompact')) },
  // Members only (the dashboard and the profile pages), behind the same guard as the classic routes.
  {
    element: <RequireAuth />,
    children: [
      // Members-only routes here, one line each.
      { path: 'dashboard', ...page(() => import('../../../features/dashboard/DashboardPageCompact')) },
      { path: 'profile/account-settings', ...page(() => import('../../../features/profile/AccountSettingsPageCompact')) },
      { path: 'profile/transactions', ...page(() => import('../../../features/profile/TransactionsPageCompact')) },
    ],
  },
];

export const newRoute: RouteObject = {
  path: 'new',
  ...page(() => import('./NewLayout')),
  children: [
    { index: true, element: <Navigate to="earn" replace /> },
    ...pages,
    { path: '*', ...page(() => import('../../../features/not-found/NotFoundPage')) },
  ],
};
