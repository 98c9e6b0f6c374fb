import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import InsightsIcon from '@mui/icons-material/Insights';
import WebIcon from '@mui/icons-material/Web';
import StorefrontIcon from '@mui/icons-material/Storefront';
import HistoryIcon from '@mui/icons-material/History';
import TimelineIcon from '@mui/icons-material/Timeline';
import CampaignIcon from '@mui/icons-material/Campaign';
import SettingsIcon from '@mui/icons-material/Settings';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Selected only on this exact path (the index), not on its children. */
  end?: boolean;
}

/** Staff's app's left navigation (app/layouts/AdminLayout): the screens of app/adminRoutes.tsx. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: DashboardIcon, end: true },
  { label: 'Members', to: '/admin/users', icon: PeopleIcon },
  { label: 'Daily config', to: '/admin/daily-config', icon: EventRepeatIcon },
  { label: 'Conversions', to: '/admin/conversions', icon: ReceiptLongIcon },
  { label: 'Payouts', to: '/admin/payouts', icon: RedeemIcon },
  { label: 'Sweepstakes', to: '/admin/sweepstakes', icon: EmojiEventsIcon },
  { label: 'Audit log', to: '/admin/logs', icon: HistoryIcon },
  { label: 'Events', to: '/admin/events', icon: TimelineIcon },
  { label: 'Push', to: '/admin/push', icon: CampaignIcon },
  { label: 'Settings', to: '/admin/settings', icon: SettingsIcon },
  { label: 'Grafana', to: '/admin/grafana-embedded', icon: InsightsIcon },
  { label: 'External tool', to: '/admin/external-iframe', icon: WebIcon },
  { label: 'Partner portal', to: '/admin/cp-rewards', icon: StorefrontIcon },
];
