/** /cp/rewards and /cp/rewards/landing: the partner's welcome, its offers and rewards. */
import { useSession } from '../../lib/session';
import { CpLandingView } from './CpLandingView';
import { useCpPortal } from './portalContext';

export default function CpLandingPage() {
  const { brand, path } = useCpPortal();
  const { user } = useSession();
  return (
    <CpLandingView
      brand={brand}
      signedIn={!!user}
      paths={{
        signUp: path('signup'),
        offerWall: path('offer-wall'),
        howToEarn: path('how-to-earn'),
        myRewards: path('my-rewards'),
      }}
    />
  );
}
