/**
 * Modals are opened by events (SPEC §2): any code, React or not, calls openModal(name, props).
 * One modal shows at a time; opening another replaces it.
 */
import { useSyncExternalStore } from 'react';

/** Every modal the product knows; later features add theirs here and in ModalHost's registry. */
export type ModalName =
  | 'PleaseSignUp'
  /** SPEC §2 spells it so: the 'Mission Completed!' modal after an article claim. */
  | 'ClamedArticle'
  | 'DailyLimitReached'
  | 'DailyChallenges'
  | 'WellDone'
  | 'DailyBonus'
  | 'DailyBonusSuccess'
  | 'DailyBonusHowItWorks'
  | 'DailyChallengeHowItWorks';

export interface ModalState {
  name: ModalName;
  props: Record<string, unknown>;
}

let current: ModalState | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openModal(name: ModalName, props: Record<string, unknown> = {}) {
  current = { name, props };
  emit();
}

export function closeModal() {
  current = null;
  emit();
}

export function useModalState(): ModalState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
