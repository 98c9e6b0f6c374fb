/**
 * Modals are opened by events: any code, React or not, calls openModal(name, props).
 * One modal shows at a time; opening another replaces it.
 */
import { useSyncExternalStore } from 'react';
import type { WaitlistFeature } from '@pilotmiles/core';

/** A modal opened with no props: passing any is an error. */
type NoProps = Record<string, never>;

/**
 * Every modal the product knows, with the props it is opened with. Later features add theirs here
 * and in the registry of app/ModalHost.tsx. Optional props are ones a modal can do without
 * (the admin's test triggers open some without them).
 */
export interface ModalPropsMap {
  PleaseSignUp: NoProps;
  /** Spelled so on purpose (docs/product.md "Modals"): the 'Mission Completed!' modal after an article claim. */
  ClamedArticle: {
    /** PM the claim paid. */
    amount: number;
  };
  DailyLimitReached: {
    variant?: 'generic' | 'article';
    /** Article variant: COINS_PER_ARTICLE and COINS_ARTICLE_DAILY_REWARD. */
    perArticle?: number;
    cap?: number;
  };
  DailyChallenges: NoProps;
  /** Without props: the reward of the challenge in progress. */
  WellDone: { amount?: number; label?: string };
  DailyBonus: NoProps;
  /** Without props: the last claim's streak day and what it paid. */
  DailyBonusSuccess: {
    amount?: number;
    /** The streak day the claim was. */
    day?: number;
  };
  /** `back`: the modal it was opened from, which 'Got it' returns to. */
  DailyBonusHowItWorks: { back?: 'DailyBonus' };
  DailyChallengeHowItWorks: { back?: 'DailyChallenges' };
  /** A phone-only offer started on a desktop: its tracking link as a QR code. */
  OfferQR: { offerName: string; trackingUrl: string };
  SkipStartEarning: NoProps;
  /**
   * Leaving identity verification before it is finished (/auth/kyc). `next`: where 'Leave' goes
   * (default /rewards); `onContinue`: what 'Continue verification' does besides closing (reopen the
   * provider's page).
   */
  KYCClose: { next?: string; onContinue?: () => void };
  /** The web-search guidance (docs/web-search.md); its button opens /web-search in a new tab. */
  SearchDosAndDonts: NoProps;
  /** Spelled so on purpose (docs/product.md "Modals"): the waitlist of a feature not released yet. */
  CommingSoon: { feature?: WaitlistFeature };
  /**
   * Hiding the pending earnings on the transactions history. `count`: how many are hidden;
   * `onConfirm`: what 'Hide' does besides closing (without it, as from the admin's trigger, only closes).
   */
  TransactionsDismiss: { count?: number; onConfirm?: () => void };
}

export type ModalName = keyof ModalPropsMap;

/** What a modal component receives: its own props, plus open and onClose from the host. */
export type ModalProps<N extends ModalName> = ModalPropsMap[N] & { open: boolean; onClose: () => void };

/** The keys of T a caller must give. */
type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];

/** The props argument of openModal: optional when the modal requires none of its props. */
export type OpenModalArgs<N extends ModalName> =
  [RequiredKeys<ModalPropsMap[N]>] extends [never] ? [props?: ModalPropsMap[N]] : [props: ModalPropsMap[N]];

export type ModalState = { [N in ModalName]: { name: N; props: ModalPropsMap[N] } }[ModalName];

let current: ModalState | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openModal<N extends ModalName>(name: N, ...[props]: OpenModalArgs<N>) {
  // TypeScript cannot tie N to one member of the union: the signature above already did.
  current = { name, props: props ?? {} } as ModalState;
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
