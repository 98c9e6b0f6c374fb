/**
 * The /cp/rewards partner portal's routes (docs/product.md "The partner rewards portal"): its layout (PortalLayout: the
 * brand's frame, navigation and theme) around lazy pages of features/cpPortal, which compose the
 * product's own flows (sign-in, identity verification, offers, rewards). router.tsx mounts the block.
 */
import type { RouteObject } from 'react-router-dom';
import { page } from '../../lazyPage';

const landing = page(() => import('../../../features/cpPortal/CpLandingPage'));

export const portalRoute: RouteObject = {
  path: 'cp/rewards',
  ...page(() => import('./PortalLayout')),
  children: [
    { index: true, ...landing },
    { path: 'landing', ...landing },
    { path: 'how-to-earn', ...page(() => import('../../../features/cpPortal/CpHowToEarnPage')) },
    { path: 'login', ...page(() => import('../../../features/cpPortal/CpLoginPage')) },
    { path: 'signup', ...page(() => import('../../../features/cpPortal/CpSignupPage')) },
    { path: 'reset-password', ...page(() => import('../../../features/cpPortal/CpResetPasswordPage')) },
    { path: 'verification', ...page(() => import('../../../features/cpPortal/CpVerificationPage')) },
    { path: 'kyc-2', ...page(() => import('../../../features/cpPortal/CpKycPage')) },
    { path: 'success', ...page(() => import('../../../features/cpPortal/CpSuccessPage')) },
    { path: 'offer-wall', ...page(() => import('../../../features/cpPortal/CpOfferWallPage')) },
    { path: 'my-rewards', ...page(() => import('../../../features/cpPortal/CpMyRewardsPage')) },
    { path: 'claim-reward', ...page(() => import('../../../features/cpPortal/CpClaimRewardPage')) },
    { path: '*', ...page(() => import('../../../features/not-found/NotFoundPage')) },
  ],
};
