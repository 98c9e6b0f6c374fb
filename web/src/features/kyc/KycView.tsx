import type { ComponentType, ReactNode } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CloseIcon from '@mui/icons-material/Close';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { KYC_STATUS_LABELS, type KycState, type KycStatus } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { BusyButton } from '../../components/BusyButton';
import { AuthHeading, HeadingIcon } from '../../components/layout/AuthHeading';

/** What the page shows: the member's status, the check on the way back, or the provider's answer. */
export type KycScreen =
  { kind: 'status'; status: KycStatus } | { kind: 'checking' } | { kind: 'result'; kyc: KycState };

export interface KycViewProps {
  screen: KycScreen;
  /** Where 'Continue to rewards' goes. */
  next: string;
  /** Starting a session, or already on the way to the provider's page. */
  starting: boolean;
  onStart: () => void;
  /** Asking the server about the session again. */
  refreshing: boolean;
  onRefresh: () => void;
  /** The server's message when a call failed. */
  error: string | null;
  onClose: () => void;
}

/** /auth/kyc: why we verify identities, the member's status, and the way to the provider and back. */
export function KycView(props: KycViewProps) {
  const { screen, error, onClose } = props;
  const status = screen.kind === 'status' ? screen.status : screen.kind === 'result' ? screen.kyc.status : null;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: { xs: -1, sm: -3 }, mr: { xs: -1, sm: -3 } }}>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {screen.kind === 'checking' && <Checking />}
      {status === 'approved' && <Approved next={props.next} />}
      {screen.kind === 'result' && status === 'pending' && <Pending {...props} />}
      {(screen.kind === 'status' || (screen.kind === 'result' && status !== 'pending')) &&
        status &&
        status !== 'approved' && (
          <Intro {...props} status={status} reason={screen.kind === 'result' ? screen.kyc.reason : null} />
        )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

const START_LABELS: Readonly<Record<Exclude<KycStatus, 'approved'>, string>> = {
  none: 'Start verification',
  pending: 'Continue verification',
  declined: 'Try again',
};

function Intro({
  status,
  reason,
  starting,
  onStart,
}: KycViewProps & { status: Exclude<KycStatus, 'approved'>; reason: string | null }) {
  return (
    <>
      <AuthHeading
        icon={<HeadingIcon icon={VerifiedUserOutlinedIcon} tone="primary" />}
        title="Verify your identity"
        subtitle="Cash payouts and larger reward totals need a verified identity. It protects your PilotMiles from fraud."
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2.5 }}>
        <Chip
          label={`Status: ${KYC_STATUS_LABELS[status]}`}
          color={status === 'declined' ? 'error' : status === 'pending' ? 'warning' : 'default'}
          variant="outlined"
          sx={{ fontWeight: 600 }}
        />
      </Box>
      {status === 'declined' && (
        <Alert severity="warning" sx={{ mb: 2.5 }}>
          {reason ?? 'Our verification partner could not confirm your identity.'} Check that your ID is valid and the
          photo is sharp, then try again.
        </Alert>
      )}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0, mb: 3 }}>
        <Point icon={LockOutlinedIcon} title="Why we ask">
          Before your first cash payout, and once your rewards pass a certain total, the law and our partners ask us to
          know who we pay.
        </Point>
        <Point icon={BadgeOutlinedIcon} title="How it works">
          Our verification partner checks a photo of your ID (passport, driving licence or national ID card) on its own
          secure page.
        </Point>
        <Point icon={TimerOutlinedIcon} title="About 2 minutes">
          Have your ID at hand. When you are done you come straight back here.
        </Point>
        <Point icon={ShieldOutlinedIcon} title="What we keep">
          Only the result (verified or not), its date and the partner's reference. Your ID photos stay with the partner;
          PilotMiles does not store them.
        </Point>
      </Stack>
      <BusyButton
        fullWidth
        size="large"
        variant="contained"
        color="secondary"
        busy={starting}
        busyLabel="Opening verification…"
        onClick={onStart}
      >
        {START_LABELS[status]}
      </BusyButton>
    </>
  );
}

function Point({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ sx?: object }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5 }}>
      <Box aria-hidden sx={{ color: 'secondary.main', pt: 0.25 }}>
        <Icon sx={{ fontSize: 22 }} />
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

function Checking() {
  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <AuthHeading title="Checking your verification" subtitle="One moment while we ask our verification partner." />
      <CircularProgress color="secondary" role="progressbar" aria-label="Checking your verification" />
    </Box>
  );
}

function Approved({ next }: { next: string }) {
  return (
    <>
      <AuthHeading
        icon={<HeadingIcon icon={VerifiedUserIcon} tone="success" />}
        title="You're verified"
        subtitle="Your identity is confirmed: cash rewards and larger redemptions are unlocked."
      />
      <Button component={AppLink} to={next} fullWidth size="large" variant="contained" color="secondary">
        Continue to rewards
      </Button>
    </>
  );
}

/**
 * A check open at Veriff with no decision yet. Veriff returns the member here whether they
 * finished or gave up, so the page offers both: wait (and refresh), or carry on at Veriff.
 */
function Pending({ refreshing, onRefresh, starting, onStart }: KycViewProps) {
  return (
    <>
      <AuthHeading
        icon={<HeadingIcon icon={HourglassTopIcon} tone="warning" />}
        title="Your verification is in progress"
        subtitle="If you finished with our verification partner, the result usually takes a few minutes: refresh here, or leave and we will let you know. If you stopped before the end, continue where you left off."
      />
      <Stack spacing={1.5}>
        <BusyButton
          fullWidth
          size="large"
          variant="outlined"
          busy={refreshing}
          busyLabel="Checking…"
          onClick={onRefresh}
        >
          Refresh
        </BusyButton>
        <BusyButton
          fullWidth
          size="large"
          color="secondary"
          busy={starting}
          busyLabel="Opening verification…"
          onClick={onStart}
        >
          Continue verification
        </BusyButton>
      </Stack>
    </>
  );
}
