/** /cp/rewards/how-to-earn. */
import { CpHowToEarnView } from './CpViews';
import { useCpPortal } from './portalContext';

export default function CpHowToEarnPage() {
  const { brand, path } = useCpPortal();
  return <CpHowToEarnView brandName={brand.name} startPath={path('offer-wall')} />;
}
