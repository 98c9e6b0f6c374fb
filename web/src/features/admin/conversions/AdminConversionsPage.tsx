/** /admin/conversions: offer conversions, missing-credit claims, and the offers catalogue and settings (issue 8). */
import { TabbedPage, type PageTab } from '../shared/TabbedPage';
import { ClaimsSection } from './ClaimsSection';
import { ConversionsSection } from './ConversionsSection';
import { OffersSection } from './OffersSection';

const TABS: readonly PageTab[] = [
  { id: 'conversions', label: 'Conversions', Section: ConversionsSection },
  { id: 'claims', label: 'Missing credit', Section: ClaimsSection },
  { id: 'offers', label: 'Offers', Section: OffersSection },
];

export default function AdminConversionsPage() {
  return (
    <TabbedPage
      title="Conversions"
      intro="What offer networks reported, the members' missing-credit claims, and the offers catalogue. Every action asks for a reason and is audited."
      tabs={TABS}
    />
  );
}
