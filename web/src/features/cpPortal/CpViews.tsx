/**
 * The portal's pure views (component-tested): how to earn, the offer wall, the brand's rewards,
 * claiming one, and the success screen (the landing's is CpLandingView.tsx, kept apart so the
 * portal's front door loads none of these). Data and flows come from the pages.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import {
  PAYOUT_STATUS_LABELS,
  formatPM,
  type Offer,
  type Payout,
  type Reward,
} from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { StepsList } from '../../components/StepsList';
import { cardGridSx } from '../../components/cardGridSx';
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
import { OfferWallGrid } from './CpLandingView';

export const NO_BRAND_OFFERS = 'No offers on this wall right now. Check back soon.';
export const NO_BRAND_REWARDS = 'No rewards to claim here yet.';
export const REWARD_NOT_FOUND = 'This reward is not part of this portal.';

export const HOW_TO_EARN_STEPS = [
  'Create your free account and verify your e-mail address.',
  'Pick an offer from the offer wall and complete its steps.',
  'PilotMiles land in your balance once the partner confirms them.',
  'Claim a reward with your PilotMiles: gift cards and more.',
] as const;

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
