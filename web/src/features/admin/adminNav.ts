import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Selected only on this exact path (the index), not on its children. */
  end?: boolean;
}

/** The admin area's left navigation. Users, Payouts, Logs, Sweepstakes and Daily config join as they are built. */
export const ADMIN_NAV: readonly AdminNavItem[] = [{ label: 'Dashboard', to: '/admin', icon: DashboardIcon, end: true }];
