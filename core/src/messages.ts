/** User-facing messages whose wording is fixed (docs/product.md "Messages"). */
export const MSG = {
  sessionExpired: 'Session expired. Please sign in again.',
  appCheckFailed: 'We could not verify this app. Reload the page and try again.',
  genericError: 'An error occurred',
  emailNotVerified: 'Email not verified',
  emailInUse: 'Email already in use',
  errorFetchingUser: 'Error fetching user data',
  errorGoogleSignIn: 'Error during Google sign in',
  errorCheckingUser: 'Error checking user existence',
  errorRefreshingUser: 'Error refreshing user data',
  errorSigningOut: 'Error signing out',
  signInToUnlock: 'Sign in now to unlock all exclusive offers',
  readyForTakeoff: 'Ready for Takeoff?',
  landingTitle: 'Make Cash Online & Unlock Free Flights',
  landingSubtitle: 'Earn while doing what you already do online & cash out for gift cards, cash, or free flights!',
  joinForFree: 'Join for Free',
  newHereBanner: 'New Here? Get $5 FREE!',
} as const;

/**
 * How the product words the identity provider's error codes: 'Email already in use' and the
 * session message for the ones that mean those, our own plain sentences for the others.
 */
const AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/invalid-login-credentials': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/email-already-in-use': MSG.emailInUse,
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/expired-action-code': 'This link has expired. Please request a new one.',
  'auth/invalid-action-code': 'This link is invalid or has already been used.',
  'auth/password-does-not-meet-requirements': 'Your password does not meet the requirements.',
  'auth/weak-password': 'Your password does not meet the requirements.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/user-token-expired': MSG.sessionExpired,
  'auth/requires-recent-login': 'Please sign in again to continue.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/popup-blocked': 'The sign-in window was blocked. Please allow pop-ups and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before finishing.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before finishing.',
  'auth/unauthorized-domain': 'Sign-in is not allowed from this site.',
};

/** A sentence for an identity-provider error code, or the generic message. */
export function authErrorMessage(code: string | undefined | null): string {
  return (code && AUTH_MESSAGES[code]) || MSG.genericError;
}

/** Daily engagement messages (docs/product.md "Modals"). */
export const DAILY_MSG = {
  errorCollectingChallenge: 'Error collecting daily challenge',
  errorClaimingBonus: 'Error claiming daily bonus',
  claimReward: 'Claim Reward',
  claiming: 'Claiming...',
  continueChallenge: 'Continue Challenge',
  startChallenge: 'Start Challenge',
  completed: 'Completed',
  collect: 'Collect',
  dailyLimitTitle: 'Daily Limit Reached',
  dailyLimitBody:
    "You've hit today's limit for earning PilotMiles from this activity. Come back tomorrow or try another activity to keep earning!",
  gotIt: 'Got It',
} as const;
