/**
 * The portal's pure views (component-tested): landing, how to earn, the offer wall, the brand's
 * rewards, claiming one, and the success screen. Data and flows come from the pages.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import {
  PAYOUT_STATUS_LABELS,
  formatPM,
  type CpPortalBrand,
  type Offer,
  type Payout,
  type Reward,
} from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { StepsList } from '../../components/StepsList';
import { cardGridSx } from '../../components/cardGridSx';
import { OfferImage, offerRewardLabel } from '../offers';
import {
  RedeemErrorAlert,
  RewardCard,
  RewardImage,
  ValueChoice,
  payoutMessage,
  redeemSummary,
  useValueChoice,
  type RedeemError,
} from '../rewards';
import { CpHeading } from './CpParts';

export const NO_BRAND_OFFERS = 'No offers on this wall right now. Check back soon.';
export const NO_BRAND_REWARDS = 'No rewards to claim here yet.';
export const REWARD_NOT_FOUND = 'This reward is not part of this portal.';

export const HOW_TO_EARN_STEPS = [
  'Create your free account and verify your e-mail address.',
  'Pick an offer from the offer wall and complete its steps.',
  'PilotMiles land in your balance once the partner confirms them.',
  'Claim a reward with your PilotMiles: gift cards and more.',
] as const;

export function CpLandingView({
  brand,
  signedIn,
  paths,
}: {
  brand: CpPortalBrand;
  signedIn: boolean;
  paths: { signUp: string; offerWall: string; howToEarn: string; myRewards: string };
}) {
  return (
    <Stack spacing={5}>
      <Box sx={{ textAlign: { xs: 'left', sm: 'center' }, maxWidth: 760, mx: 'auto' }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '3rem' } }}>
          {brand.headline}
        </Typography>
        {brand.subheadline && (
          <Typography sx={{ mt: 1.5, fontSize: { xs: 17, md: 20 }, opacity: 0.85 }}>{brand.subheadline}</Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
          {signedIn ? (
            <Button component={AppLink} to={paths.offerWall} variant="contained" size="large">
              Start earning
            </Button>
          ) : (
            <Button component={AppLink} to={paths.signUp} variant="contained" size="large">
              Join {brand.name} Rewards
            </Button>
          )}
          <Button component={AppLink} to={paths.howToEarn} variant="outlined" size="large">
            How it works
          </Button>
        </Stack>
      </Box>
      {brand.offers.length > 0 && (
        <Section title="Popular offers" more={{ to: paths.offerWall, label: 'See all offers' }}>
          <OfferWallGrid offers={brand.offers.slice(0, 3)} renderAction={() => null} />
        </Section>
      )}
      {brand.rewards.length > 0 && (
        <Section title="Rewards you can claim" more={{ to: paths.myRewards, label: 'See rewards' }}>
          <Box component="ul" aria-label="Rewards" sx={cardGridSx}>
            {brand.rewards.slice(0, 3).map((r) => (
              <Box component="li" key={r.id}>
                <Card sx={{ height: '100%' }}>
                  <RewardImage src={r.image_url} />
                  <CardContent>
                    <Typography component="h3" sx={{ fontWeight: 700 }}>
                      {r.name}
                    </Typography>
                  </CardContent>
                </Card>
              </Box>
            ))}
          </Box>
        </Section>
      )}
    </Stack>
  );
}

function Section({
  title,
  more,
  children,
}: {
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        <Button component={AppLink} to={more.to} size="small" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {more.label}
        </Button>
      </Stack>
      {children}
    </Box>
  );
}

export function CpHowToEarnView({ brandName, startPath }: { brandName: string; startPath: string }) {
  return (
    <Box sx={{ maxWidth: 640 }}>
      <CpHeading title="How to earn" lead={`Earn PilotMiles with ${brandName} Rewards in four steps.`} />
      <StepsList steps={HOW_TO_EARN_STEPS} />
      <Button component={AppLink} to={startPath} variant="contained" size="large" sx={{ mt: 4 }}>
        Go to the offers
      </Button>
    </Box>
  );
}

/** Offer cards with an action each (start, or sign up first). */
export function OfferWallGrid({
  offers,
  renderAction,
}: {
  offers: Offer[];
  renderAction: (offer: Offer) => ReactNode;
}) {
  return (
    <Box component="ul" aria-label="Offers" sx={cardGridSx}>
      {offers.map((offer, i) => (
        <Box component="li" key={offer.id}>
          <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <OfferImage src={offer.preview_url} eager={i < 3} />
            <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography variant="h6" component="h3" sx={{ fontSize: 18, lineHeight: 1.3 }}>
                {offer.name}
              </Typography>
              <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{offerRewardLabel(offer)}</Typography>
              <Box sx={{ mt: 'auto', pt: 1 }}>{renderAction(offer)}</Box>
            </CardContent>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

export function CpOfferWallView({
  brandName,
  offers,
  error,
  renderAction,
}: {
  brandName: string;
  offers: Offer[];
  /** The last start's failure. */
  error: string | null;
  renderAction: (offer: Offer) => ReactNode;
}) {
  return (
    <Box>
      <CpHeading title="Offer wall" lead={`Complete an offer to earn PilotMiles with ${brandName}.`} />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {offers.length === 0 ? (
        <Alert severity="info">{NO_BRAND_OFFERS}</Alert>
      ) : (
        <OfferWallGrid offers={offers} renderAction={renderAction} />
      )}
    </Box>
  );
}

export function CpBrandRewardsView({
  rewards,
  balance,
  onClaim,
}: {
  rewards: Reward[];
  balance: number | null;
  onClaim: (reward: Reward) => void;
}) {
  if (rewards.length === 0) return <Alert severity="info">{NO_BRAND_REWARDS}</Alert>;
  return (
    <Box component="ul" aria-label="Rewards to claim" sx={cardGridSx}>
      {rewards.map((r, i) => (
        <Box component="li" key={r.id}>
          <RewardCard reward={r} balance={balance} onRedeem={onClaim} eager={i < 3} />
        </Box>
      ))}
    </Box>
  );
}

export function CpClaimRewardView({
  reward,
  balance,
  busy,
  error,
  kycPath,
  backPath,
  onClaim,
}: {
  reward: Reward | null;
  balance: number;
  busy: boolean;
  error: RedeemError | null;
  /** The portal's identity verification, coming back here. */
  kycPath: string;
  backPath: string;
  onClaim: (value: number) => void;
}) {
  const { value, setValue, short } = useValueChoice(reward, balance);
  if (!reward)
    return (
      <Box>
        <CpHeading title="Claim a reward" />
        <Alert
          severity="warning"
          action={
            <Button component={AppLink} to={backPath}>
              My rewards
            </Button>
          }
        >
          {REWARD_NOT_FOUND}
        </Alert>
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 640 }}>
      <CpHeading title={`Claim ${reward.name}`} lead={`You have ${formatPM(balance)}.`} />
      <Stack spacing={2.5}>
        <RewardImage src={reward.image_url} eager sx={{ width: 120, borderRadius: 1.5 }} />
        <ValueChoice reward={reward} balance={balance} value={value} onChange={setValue} disabled={busy} />
        {value !== null && (
          <Typography sx={{ fontWeight: 700 }}>
            {redeemSummary(reward, value)}
            {short > 0 && ` · ${formatPM(short)} more to go`}
          </Typography>
        )}
        {error && <RedeemErrorAlert error={error} kycTo={kycPath} />}
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {reward.description}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <BusyButton
            variant="contained"
            size="large"
            busy={busy}
            busyLabel="Claiming…"
            disabled={value === null || short > 0}
            onClick={() => value !== null && onClaim(value)}
          >
            Claim reward
          </BusyButton>
          <Button component={AppLink} to={backPath} size="large">
            Back
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

export type CpSuccess = { kind: 'claimed'; rewardName: string; payout: Pick<Payout, 'status'> } | { kind: 'verified' };

export function CpSuccessView({
  success,
  paths,
}: {
  success: CpSuccess;
  paths: { login: string; myRewards: string; offerWall: string };
}) {
  if (success.kind === 'verified')
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
        <CheckCircleIcon aria-hidden sx={{ fontSize: 64, color: 'success.main' }} />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          You&apos;re all set
        </Typography>
        <Typography role="status">Your e-mail address is verified. Log in to start earning.</Typography>
        <Button component={AppLink} to={paths.login} variant="contained" size="large">
          Log in
        </Button>
      </Stack>
    );
  const waiting = success.payout.status === 'pending_review';
  const Icon = waiting ? HourglassTopIcon : CheckCircleIcon;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
      <Icon aria-hidden sx={{ fontSize: 64, color: waiting ? 'warning.main' : 'success.main' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {waiting ? 'Request received' : 'Reward claimed'}
      </Typography>
      <Typography role="status">
        {/* The message already names the status ('Pending review — usually within 24 hours'). */}
        {success.rewardName}: {payoutMessage(success.payout.status) ?? PAYOUT_STATUS_LABELS[success.payout.status]}.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={AppLink} to={paths.myRewards} variant="contained" size="large">
          My rewards
        </Button>
        <Button component={AppLink} to={paths.offerWall} size="large">
          Earn more
        </Button>
      </Stack>
    </Stack>
  );
}
