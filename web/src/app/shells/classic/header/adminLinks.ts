/** The admin's menu (docs/product.md "Who can do what"): the admin panel and modal test triggers. */
import { openModal, type ModalName, type OpenModalArgs } from '../../../../components/modals/modalStore';
import type { NavLink } from '../../../../components/layout/siteLinks';

/** Staff's links: the admin panel, and the 'New dashboard' of the /new design. */
export const ADMIN_LINKS: readonly NavLink[] = [
  { label: 'Admin panel', to: '/admin' },
  { label: 'New dashboard', to: '/new/dashboard' },
];

export interface AdminModalTrigger {
  label: string;
  modal: ModalName;
  open: () => void;
}

/** A trigger opens its modal with sample props, where the modal shows something it is normally given (an amount). */
const trigger = <N extends ModalName>(label: string, modal: N, ...props: OpenModalArgs<N>): AdminModalTrigger => ({
  label,
  modal,
  open: () => openModal(modal, ...props),
});

/** Modals an admin can open by hand to check them, one per modal (adminLinks.test.ts checks none is missing). */
export const ADMIN_MODAL_TRIGGERS: readonly AdminModalTrigger[] = [
  trigger('Sign-up prompt', 'PleaseSignUp'),
  trigger('Daily challenge', 'DailyChallenges'),
  // A sample reward: '+80 on Take 2-Minute Survey'.
  trigger('Well done', 'WellDone', { amount: 80, label: 'on Take 2-Minute Survey' }),
  trigger('Daily bonus', 'DailyBonus'),
  trigger('Success', 'DailyBonusSuccess', { amount: 5, day: 5 }),
  trigger('How it works (bonus)', 'DailyBonusHowItWorks'),
  trigger('How it works (challenge)', 'DailyChallengeHowItWorks'),
  trigger('Offer QR', 'OfferQR', { offerName: 'Royal Match', trackingUrl: 'https://example.com/click?offer_id=10234' }),
  trigger('Skip start earning', 'SkipStartEarning'),
  trigger('Leave verification', 'KYCClose'),
  trigger('Crew waitlist', 'CommingSoon', { feature: 'crew' }),
  trigger('Mission completed', 'ClamedArticle', { amount: 10 }),
  trigger('Daily limit reached', 'DailyLimitReached', { variant: 'article', perArticle: 10, cap: 50 }),
  trigger("Search do's and don'ts", 'SearchDosAndDonts'),
  trigger('Hide pending earnings', 'TransactionsDismiss', { count: 2 }),
];
