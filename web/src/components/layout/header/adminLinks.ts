/** The admin's menu (SPEC §6): the admin panel, the alternate dashboard, and modal test triggers. */
import type { ModalName } from '../../modals/modalStore';
import type { NavLink } from '../siteLinks';

export const ADMIN_LINKS: readonly NavLink[] = [
  { label: 'Admin panel', to: '/admin' },
  { label: 'New dashboard', to: '/new/dashboard' },
];

/** Modals an admin can open by hand to check them; add each modal here once it exists. */
export const ADMIN_MODAL_TRIGGERS: ReadonlyArray<{ label: string; modal: ModalName }> = [
  { label: 'Sign-up prompt', modal: 'PleaseSignUp' },
];
