/** The admin's menu (SPEC §6): the admin panel, the alternate dashboard, and modal test triggers. */
import type { ModalName } from '../../modals/modalStore';
import type { NavLink } from '../siteLinks';

export const ADMIN_LINKS: readonly NavLink[] = [
  { label: 'Admin panel', to: '/admin' },
  { label: 'New dashboard', to: '/new/dashboard' },
];

export interface AdminModalTrigger {
  label: string;
  modal: ModalName;
  /** Sample props, where the modal shows something it is normally given (an amount). */
  props?: Record<string, unknown>;
}

/** Modals an admin can open by hand to check them; add each modal here once it exists. */
export const ADMIN_MODAL_TRIGGERS: readonly AdminModalTrigger[] = [
  { label: 'Sign-up prompt', modal: 'PleaseSignUp' },
  { label: 'Daily challenge', modal: 'DailyChallenges' },
  // SPEC §2's sample: '+80 on Take 2-Minute Survey'.
  { label: 'Well done', modal: 'WellDone', props: { amount: 80, label: 'on Take 2-Minute Survey' } },
  { label: 'Daily bonus', modal: 'DailyBonus' },
  { label: 'Success', modal: 'DailyBonusSuccess', props: { amount: 5, day: 5 } },
  { label: 'How it works (bonus)', modal: 'DailyBonusHowItWorks' },
  { label: 'How it works (challenge)', modal: 'DailyChallengeHowItWorks' },
];
