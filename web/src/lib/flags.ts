/** Browser-stored UI flags. */

/** Whether today's daily-challenge modal was shown; reset to false at every sign-in or sign-up (SPEC §4). */
export const DAILY_CHALLENGE_MODAL_FLAG = 'dailyChallengeModalShown';

export function resetDailyChallengeFlag(): void {
  try {
    localStorage.setItem(DAILY_CHALLENGE_MODAL_FLAG, 'false');
  } catch {
    // storage unavailable (private mode): nothing to reset
  }
}
