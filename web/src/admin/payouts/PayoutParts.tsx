/** The pieces a payout shows in the table, the cards and the history panel. */
import { Box, Chip, Typography, type ChipProps } from '@mui/material';
import {
  formatPM,
  PAYOUT_ACTION_RULES,
  PAYOUT_ACTIONS,
  PAYOUT_STATUS_LABELS,
  REVIEW_REASON_LABELS,
  type AdminPayout,
  type Payout,
  type PayoutAction,
  type PayoutStatus,
  type ReviewReason,
} from '@pilotmiles/core';
import { formatUsd } from '../shared/format';
import { RowActions } from '../shared/RowActions';
import { ACTION_WORDING, actionsFor } from './payoutActions';

const STATUS_COLORS: Readonly<Record<PayoutStatus, ChipProps['color']>> = {
  pending_review: 'warning',
  approved: 'info',
  processing: 'info',
  fulfilled: 'success',
  rejected: 'default',
  failed: 'error',
};

/** A payout's status, coloured by what staff need to do about it. */
export function PayoutStatusChip({ status }: { status: PayoutStatus }) {
  return (
    <Chip
      size="small"
      label={PAYOUT_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      variant={status === 'rejected' ? 'outlined' : 'filled'}
    />
  );
}

/** The reward's picture (decorative: the name is beside it), name and brand. */
export function RewardName({
  payout: p,
  size = 40,
}: {
  payout: Pick<Payout, 'image_url' | 'reward_name' | 'brand'>;
  size?: number;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        component="img"
        src={p.image_url}
        alt=""
        width={size}
        height={size}
        sx={{ flexShrink: 0, borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.100' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {p.reward_name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {p.brand}
        </Typography>
      </Box>
    </Box>
  );
}

/** '$25' over '2,375 PM'. */
export function PayoutValue({
  payout: p,
  align = 'right',
}: {
  payout: Pick<Payout, 'value_usd' | 'pilot_miles'>;
  align?: 'left' | 'right';
}) {
  return (
    <Box sx={{ textAlign: align, whiteSpace: 'nowrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 800 }}>
        {formatUsd(p.value_usd)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatPM(p.pilot_miles)}
      </Typography>
    </Box>
  );
}

/** Why the payout went to review, one chip per reason. */
export function ReviewReasons({ reasons, label }: { reasons: readonly ReviewReason[]; label: string }) {
  if (reasons.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {reasons.map((r) => (
        <li key={r}>
          <Chip size="small" variant="outlined" label={REVIEW_REASON_LABELS[r] ?? r} sx={{ maxWidth: '100%' }} />
        </li>
      ))}
    </Box>
  );
}

/** What staff need beyond the status: the provider's last error, the delivery (masked), the rejection. */
export function PayoutDetails({ payout: p }: { payout: AdminPayout }) {
  const line = (text: string) => (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
  const attempts = `${p.attempts} ${p.attempts === 1 ? 'attempt' : 'attempts'}${p.last_error ? ` · ${p.last_error}` : ''}`;
  if (p.status === 'failed')
    return (
      <Typography variant="caption" color="error" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {attempts}
      </Typography>
    );
  if (p.status === 'fulfilled' && p.delivery) {
    const parts = [
      p.delivery.code && `Code ${p.delivery.code}`,
      p.delivery.pin && `PIN ${p.delivery.pin}`,
      p.delivery.link && `Link ${p.delivery.link}`,
    ].filter(Boolean);
    return line(parts.length ? parts.join(' · ') : 'Delivered');
  }
  if (p.status === 'rejected' && p.rejection_reason) return line(`“${p.rejection_reason}”`);
  // An order the provider has not delivered yet: earlier transient failures tell staff why it waits.
  if ((p.status === 'approved' || p.status === 'processing') && p.attempts > 0) return line(attempts);
  return null;
}

/**
 * The buttons core's rules allow for this payout's status. A payout just acted on keeps the buttons
 * of its status before (`settledFrom`), all disabled, the one used naming the new status: its row
 * keeps its place and size, so a second click lands on nothing.
 */
export function PayoutActions({
  payout,
  busy,
  settledFrom,
  onAction,
}: {
  payout: AdminPayout;
  busy: boolean;
  settledFrom?: PayoutStatus;
  onAction: (payout: AdminPayout, action: PayoutAction) => void;
}) {
  if (settledFrom) {
    const done = (a: PayoutAction) => PAYOUT_ACTION_RULES[a].to === payout.status;
    const wording = Object.fromEntries(
      PAYOUT_ACTIONS.map((a) => [
        a,
        done(a) ? { ...ACTION_WORDING[a], label: PAYOUT_STATUS_LABELS[payout.status] } : ACTION_WORDING[a],
      ]),
    ) as typeof ACTION_WORDING;
    return (
      <RowActions
        actions={actionsFor({ status: settledFrom })}
        wording={wording}
        filled={(action) => done(action)}
        disabled
        onAction={() => {}}
      />
    );
  }
  return (
    <RowActions
      actions={actionsFor(payout)}
      wording={ACTION_WORDING}
      filled={(action) => action !== 'reject'}
      disabled={busy}
      onAction={(action) => onAction(payout, action)}
    />
  );
}

/** Who a payout is for, in the words of a control's name: the e-mail, else the uid. */
export const memberName = (p: Pick<AdminPayout, 'email' | 'uid'>) => p.email ?? p.uid;
