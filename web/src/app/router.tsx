/**
 * Every route of the app: the three designs' shells (shells/classic, shells/new, shells/portal:
 * each its layout, navigation, theme and route table), then the routes outside them (auth, admin,
 * the geo and verification pages). Route modules load lazily; each default-exports its page
 * component. The classic layout and the landing page come as the entry decides (`front`: see
 * shells/classic/routes.tsx).
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import AppRoot from './AppRoot';
import { RequireAuth } from './guards';
import { FullScreenSpinner } from '../components/feedback/FullScreenSpinner';
import { RouteError } from '../components/feedback/RouteError';

import { page } from './lazyPage';
import { classicRoute, type FrontDoor } from './shells/classic/routes';
import { newRoute } from './shells/new/routes';
import { portalRoute } from './shells/portal/routes';
import { adminRoute } from './adminRoutes';

export { lazyFrontDoor, type FrontDoor } from './shells/classic/routes';

const layout = {
  auth: page(() => import('../components/layout/AuthLayout')),
};

const signIn = page(() => import('../features/auth/SignInPage'));
const signUp = page(() => import('../features/auth/SignUpPage'));
const resetPassword = page(() => import('../features/auth/ResetPasswordPage'));
const kyc = page(() => import('../features/kyc/KycPage'));

export const buildRoutes = (front: FrontDoor): RouteObject[] => [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      classicRoute(front),
      // The next design (docs/product.md "The /new design").
      newRoute,
      // The partner rewards portal (docs/product.md "The partner rewards portal").
      portalRoute,
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

