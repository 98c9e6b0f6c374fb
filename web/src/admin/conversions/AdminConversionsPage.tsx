/**
 * /admin/conversions: offer conversions, missing-credit claims, the offers catalogue and settings,
 * and Shop & Save's missing-cashback claims (docs/admin.md).
 */
import { TabbedPage, type PageTab } from '../shared/TabbedPage';
import { ClaimsSection } from './ClaimsSection';
import { ConversionsSection } from './ConversionsSection';
import { OffersSection } from './OffersSection';
import { ShopClaimsSection } from './ShopClaimsSection';

const TABS: readonly PageTab[] = [
  { id: 'conversions', label: 'Conversions', Section: ConversionsSection },
  { id: 'claims', label: 'Missing credit', Section: ClaimsSection },
  { id: 'cashback', label: 'Cashback claims', Section: ShopClaimsSection },
  { id: 'offers', label: 'Offers', Section: OffersSection },
];

export default function AdminConversionsPage() {
  return (
    <TabbedPage
      title="Conversions"
      intro="What offer networks reported, the members' missing-credit and missing-cashback claims, and the offers catalogue. Every action asks for a reason and is audited."
      tabs={TABS}
    />
  );
}
