/**
 * Renders the open modal, if any. Each modal is its own lazily loaded module. The registry lives in
 * app/ because it names every feature's modals; openModal and the props map stay in components/.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import {
  closeModal,
  useModalState,
  type ModalName,
  type ModalProps,
  type ModalPropsMap,
} from '../components/modals/modalStore';

type Registry = { [N in ModalName]: LazyExoticComponent<ComponentType<ModalProps<N>>> };

const registry: Registry = {
  PleaseSignUp: lazy(() => import('../components/modals/PleaseSignUpModal')),
  ClamedArticle: lazy(() => import('../features/articles/modals/ClaimedArticleModal')),
  DailyLimitReached: lazy(() => import('../features/articles/modals/DailyLimitReachedModal')),
  DailyChallenges: lazy(() => import('../features/daily/modals/DailyChallengesModal')),
  WellDone: lazy(() => import('../features/daily/modals/WellDoneModal')),
  DailyBonus: lazy(() => import('../features/daily/modals/DailyBonusModal')),
  DailyBonusSuccess: lazy(() => import('../features/daily/modals/DailyBonusSuccessModal')),
  DailyBonusHowItWorks: lazy(() => import('../features/daily/modals/DailyBonusHowItWorksModal')),
  DailyChallengeHowItWorks: lazy(() => import('../features/daily/modals/DailyChallengeHowItWorksModal')),
  OfferQR: lazy(() => import('../features/offers/modals/OfferQRModal')),
  SkipStartEarning: lazy(() => import('../features/offers/modals/SkipStartEarningModal')),
  KYCClose: lazy(() => import('../features/kyc/modals/KycCloseModal')),
  SearchDosAndDonts: lazy(() => import('../features/webSearch/modals/SearchDosAndDontsModal')),
  CommingSoon: lazy(() => import('../features/referrals/modals/WaitlistModal')),
  TransactionsDismiss: lazy(() => import('../features/profile/modals/TransactionsDismissModal')),
};

export function ModalHost() {
  const state = useModalState();
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <OpenModal name={state.name} props={state.props} />
    </Suspense>
  );
}

/** Generic in the name, so the registry's component and the stored props are known to match. */
function OpenModal<N extends ModalName>({ name, props }: { name: N; props: ModalPropsMap[N] }) {
  return element(registry[name], { ...props, open: true, onClose: closeModal });
}

/** `<C {...props} />`, for TypeScript's sake: JSX accepts a generic spread only when it is the whole props type. */
function element<P extends object>(C: ComponentType<P>, props: P) {
  return <C {...props} />;
}
