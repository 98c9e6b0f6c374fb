/** Renders the open modal, if any. Each modal is its own lazily loaded module. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { closeModal, useModalState, type ModalName } from './modalStore';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  [key: string]: unknown;
}

const registry: Record<ModalName, LazyExoticComponent<ComponentType<ModalProps>>> = {
  PleaseSignUp: lazy(() => import('./PleaseSignUpModal')),
  ClamedArticle: lazy(() => import('../../features/articles/modals/ClaimedArticleModal')),
  DailyLimitReached: lazy(() => import('../../features/articles/modals/DailyLimitReachedModal')),
  DailyChallenges: lazy(() => import('../../features/daily/modals/DailyChallengesModal')),
  WellDone: lazy(() => import('../../features/daily/modals/WellDoneModal')),
  DailyBonus: lazy(() => import('../../features/daily/modals/DailyBonusModal')),
  DailyBonusSuccess: lazy(() => import('../../features/daily/modals/DailyBonusSuccessModal')),
  DailyBonusHowItWorks: lazy(() => import('../../features/daily/modals/DailyBonusHowItWorksModal')),
  DailyChallengeHowItWorks: lazy(() => import('../../features/daily/modals/DailyChallengeHowItWorksModal')),
};

export function ModalHost() {
  const state = useModalState();
  if (!state) return null;
  const Modal = registry[state.name];
  return (
    <Suspense fallback={null}>
      <Modal {...state.props} open onClose={closeModal} />
    </Suspense>
  );
}
