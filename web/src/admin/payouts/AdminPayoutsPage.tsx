/** /admin/payouts: the review queue, the rewards catalogue and the review settings (docs/rewards.md, Staff). */
import { TabbedPage, type PageTab } from '../shared/TabbedPage';
import { CatalogueSection } from './CatalogueSection';
import { PayoutsSettingsSection } from './PayoutsSettingsSection';
import { ReviewQueueSection } from './ReviewQueueSection';

const TABS: readonly PageTab[] = [
  { id: 'queue', label: 'Review queue', Section: ReviewQueueSection },
  { id: 'catalogue', label: 'Catalogue', Section: CatalogueSection },
  { id: 'settings', label: 'Settings', Section: PayoutsSettingsSection },
];

export default function AdminPayoutsPage() {
  return (
    <TabbedPage
      title="Payouts"
      intro="Redemptions waiting for staff, the rewards catalogue, and the review rules. A rejection refunds the member; every action is audited."
      tabs={TABS}
    />
  );
}
