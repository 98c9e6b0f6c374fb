/** Browser-stored UI flags. */
import { DAILY_CHALLENGE_MODAL_FLAG } from '@pilotmiles/core';

/** Sign-in and sign-up let the daily-challenge modal show again. */
export function resetDailyChallengeFlag(): void {
  try {
    localStorage.setItem(DAILY_CHALLENGE_MODAL_FLAG, 'false');
  } catch {
    // storage unavailable (private mode): nothing to reset
  }
}
