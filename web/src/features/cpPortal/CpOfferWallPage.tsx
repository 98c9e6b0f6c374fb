/**
 * /cp/rewards/offer-wall: the brand's offer selection. A member starts an offer through the
 * product's start flow (useStartOffer: the click, the event, the tracking tab or QR); a visitor is
 * sent to the portal's sign-up first.
 */
import { Button, Typography } from '@mui/material';
import type { Offer } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { useSession } from '../../lib/session';
import { useStartOffer } from '../offers';
import { CpOfferWallView } from './CpViews';
import { useCpPortal } from './portalContext';

function StartButton({ offer }: { offer: Offer }) {
  const { start, starting, error } = useStartOffer(offer);
  return (
    <>
      <BusyButton variant="contained" fullWidth busy={starting} busyLabel="Starting…" onClick={start}>
        Start offer
      </BusyButton>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </>
  );
}

export default function CpOfferWallPage() {
  const { brand, path } = useCpPortal();
  const { user } = useSession();
  return (
    <CpOfferWallView
      brandName={brand.name}
      offers={brand.offers}
      error={null}
      renderAction={(offer) =>
        user ? (
          <StartButton offer={offer} />
        ) : (
          <Button component={AppLink} to={path('signup')} variant="outlined" fullWidth>
            Sign up to start
          </Button>
        )
      }
    />
  );
}
