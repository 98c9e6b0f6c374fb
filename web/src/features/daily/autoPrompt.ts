/**
 * Which daily modal opens by itself after sign-in: the Daily Bonus once a day while it
 * is claimable; otherwise the Daily Challenges modal once per sign-in (the flag sign-in resets).
 * Never over another modal, never on auth or admin pages, never twice in one visit (a tab).
 */
import type { ModalName } from '../../components/modals/modalStore';

export interface AutoPromptInput {
  signedIn: boolean;
  emailVerified: boolean;
  pathname: string;
  /** Another modal is showing. */
  modalOpen: boolean;
  /** This session already opened one. */
  promptedThisSession: boolean;
  /** The bonus status has loaded; null while it loads (or when it failed). */
  canClaimBonus: boolean | null;
  /** The Daily Bonus was already shown today (the member's day, user.day_key) for this user. */
  bonusShownToday: boolean;
  /** localStorage DAILY_CHALLENGE_MODAL_FLAG ('true' once shown since the last sign-in). */
  challengeFlag: string | null;
}

export type AutoPrompt = Extract<ModalName, 'DailyBonus' | 'DailyChallenges'> | null;

const blockedPath = (path: string) => /^\/(auth|admin)(\/|$)/.test(path);

export function decideAutoPrompt(input: AutoPromptInput): AutoPrompt {
  if (!input.signedIn || !input.emailVerified || input.promptedThisSession) return null;
  if (input.modalOpen || blockedPath(input.pathname) || input.canClaimBonus === null) return null;
  if (input.canClaimBonus && !input.bonusShownToday) return 'DailyBonus';
  // The /daily-challenge page already shows the challenge; the modal waits for another page.
  if (input.challengeFlag !== 'true' && input.pathname !== '/daily-challenge') return 'DailyChallenges';
  return null;
}

/** localStorage key marking the Daily Bonus as shown on a member's day (user.day_key) for a user. */
export const bonusShownKey = (uid: string, memberDayKey: string) => `dailyBonusShown:${uid}:${memberDayKey}`;
