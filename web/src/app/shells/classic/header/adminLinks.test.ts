import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { closeModal, useModalState, type ModalName } from '../../../../components/modals/modalStore';
import { ADMIN_MODAL_TRIGGERS } from './adminLinks';

/** Every modal the product knows: TypeScript refuses this object while a ModalName is missing from it. */
const EVERY_MODAL: Record<ModalName, true> = {
  PleaseSignUp: true,
  ClamedArticle: true,
  OfferQR: true,
  CommingSoon: true,
  KYCClose: true,
  SkipStartEarning: true,
  DailyLimitReached: true,
  TransactionsDismiss: true,
  DailyChallenges: true,
  WellDone: true,
  DailyBonus: true,
  DailyBonusSuccess: true,
  DailyBonusHowItWorks: true,
  DailyChallengeHowItWorks: true,
  SearchDosAndDonts: true,
};

afterEach(closeModal);

describe("the admin's modal test triggers", () => {
  it('list every modal once (the product has fifteen)', () => {
    const listed = ADMIN_MODAL_TRIGGERS.map((t) => t.modal);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(EVERY_MODAL).sort());
    expect(listed).toHaveLength(15);
  });

  it('each has a label of its own', () => {
    const labels = ADMIN_MODAL_TRIGGERS.map((t) => t.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('each opens its own modal', () => {
    const { result } = renderHook(() => useModalState());
    for (const t of ADMIN_MODAL_TRIGGERS) {
      act(() => t.open());
      expect(result.current?.name).toBe(t.modal);
    }
  });
});
