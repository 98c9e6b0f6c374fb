import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Selected only on this exact path (the index), not on its children. */
  end?: boolean;
}

/** The admin area's left navigation. Users and Logs join as they are built. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: DashboardIcon, end: true },
  { label: 'Daily config', to: '/admin/daily-config', icon: EventRepeatIcon },
  { label: 'Conversions', to: '/admin/conversions', icon: ReceiptLongIcon },
  { label: 'Payouts', to: '/admin/payouts', icon: RedeemIcon },
  { label: 'Sweepstakes', to: '/admin/sweepstakes', icon: EmojiEventsIcon },
];
