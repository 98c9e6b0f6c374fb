/**
 * Choosing a reward's value before redeeming it, as the redeem dialog and the partner portal's
 * claim-reward do: the value chosen first, its price and what the balance lacks, the labelled
 * picker, the identity check cash needs (said before choosing), and the server's refusal (a needed
 * identity check comes with the way to do it).
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import {
  KYC_REQUIRED_MESSAGES,
  rewardPricePm,
  rewardProgress,
  rewardValues,
  type KycStatus,
  type Reward,
} from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import type { RedeemError } from './useRedeem';
import { ValuePicker } from './ValuePicker';

/** The value chosen first: the cheapest the balance covers, else the cheapest (to show what it needs). */
function initialValue(reward: Reward, balance: number): number | null {
  return rewardProgress(reward, balance).affordable[0]?.value ?? rewardValues(reward.denominations)[0] ?? null;
}

/** The chosen value (null: none to choose, or no reward), its price in PM and how much the balance lacks. */
export function useValueChoice(reward: Reward | null, balance: number) {
  const [value, setValue] = useState(() => (reward ? initialValue(reward, balance) : null));
  const price = reward && value !== null ? rewardPricePm(reward, value) : null;
  const short = price === null ? 0 : Math.max(0, price - Math.max(0, balance));
  return { value, setValue, price, short };
}

/** 'Choose a value' and the picker it names. */
export function ValueChoice({
  reward,
  balance,
  value,
  onChange,
  disabled,
}: {
  reward: Reward;
  balance: number;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 700, mb: 1 }}>
        Choose a value
      </Typography>
      <ValuePicker reward={reward} balance={balance} value={value} onChange={onChange} disabled={disabled} labelId={labelId} />
    </Box>
  );
}

/**
 * The server's refusal; a needed identity check links to `kycTo` (which comes back afterwards).
 * A new refusal takes the focus (instead of the Redeem button that was pressed), so the next Tab
 * reaches its way out (verify my identity) and Escape still closes the dialog around it.
 */
export function RedeemErrorAlert({ error, kycTo }: { error: RedeemError; kycTo: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.focus(), [error.kind, error.message]);
  if (error.kind === 'kyc')
    return (
      <Alert ref={ref} tabIndex={-1} severity="info" icon={<VerifiedUserOutlinedIcon />}>
        {error.message}
        <Box sx={{ mt: 1.25 }}>
          <Button component={AppLink} to={kycTo} variant="contained" color="info" size="small">
            Verify my identity
          </Button>
        </Box>
      </Alert>
    );
  return (
    <Alert ref={ref} tabIndex={-1} severity={error.kind === 'email' ? 'warning' : 'error'}>
      {error.message}
    </Alert>
  );
}

/**
 * Whether to tell the member, before they choose, that this reward needs a verified identity: cash
 * while their verification (GET /users kyc_status) is not approved. Staff may waive it (config
 * kyc_for_cash) and a large total may need it for any reward: the server stays the judge (403
 * rewards/kyc-required, shown by RedeemErrorAlert).
 */
export const kycNeededFirst = (reward: Pick<Reward, 'category'>, status: KycStatus | null | undefined) =>
  reward.category === 'cash' && !!status && status !== 'approved';

const KYC_NOTICE: Readonly<Record<Exclude<KycStatus, 'approved'>, { text: string; action: string }>> = {
  none: { text: KYC_REQUIRED_MESSAGES.cash, action: 'Verify my identity' },
  pending: {
    text: 'Your identity verification is in progress: cash payouts open once it is approved.',
    action: 'Check my verification',
  },
  declined: {
    text: 'Your identity verification was declined: verify again before your first cash payout.',
    action: 'Verify my identity',
  },
};

/** Said before the member chooses a value: cash needs a verified identity, with the way to it. */
export function KycNeededNotice({ status, kycTo }: { status: Exclude<KycStatus, 'approved'>; kycTo: string }) {
  const { text, action } = KYC_NOTICE[status];
  return (
    <Alert role="note" severity="info" icon={<VerifiedUserOutlinedIcon />}>
      {text}
      <Box sx={{ mt: 1.25 }}>
        <Button component={AppLink} to={kycTo} variant="contained" color="info" size="small">
          {action}
        </Button>
      </Box>
    </Alert>
  );
}
