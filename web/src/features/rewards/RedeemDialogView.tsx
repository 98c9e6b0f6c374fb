import { Box, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import {
  PAYOUT_STATUS_LABELS,
  formatDollars,
  formatPM,
  type KycStatus,
  type RedeemResult,
  type Reward,
} from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { ActionDialog, ActionDialogButtons } from '../../components/modals/ActionDialog';
import { formatValue, kycPath, redeemSummary } from './format';
import { payoutMessage } from './payoutStatus';
import { PayoutDeliveryDetails } from './PayoutDeliveryDetails';
import { RewardImage } from './RewardImage';
import type { RedeemError } from './useRedeem';
import { KycNeededNotice, RedeemErrorAlert, ValueChoice, kycNeededFirst, useValueChoice } from './ValueChoice';

export interface RedeemDialogViewProps {
  open: boolean;
  onClose: () => void;
  reward: Reward;
  /** The member's balance now. */
  balance: number;
  busy: boolean;
  result: RedeemResult | null;
  error: RedeemError | null;
  onRedeem: (value: number) => void;
  onCopy: (text: string) => void;
  /** Where identity verification sends the member back to ('/rewards'). */
  returnTo: string;
  /** The member's identity verification (GET /users): cash says before choosing when it is needed. */
  kycStatus: KycStatus | null;
}

/** Choose a value, see the price and the balance after, redeem; then the payout's outcome. */
export function RedeemDialogView(props: RedeemDialogViewProps) {
  const { open, onClose, reward, busy, result } = props;
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={busy}
      maxWidth="sm"
      image={<RewardImage src={reward.image_url} eager sx={{ width: 64, borderRadius: 1.5 }} />}
      title={reward.name}
    >
      {result ? <Outcome {...props} result={result} /> : <Choose {...props} />}
    </ActionDialog>
  );
}

function Choose({ reward, balance, busy, error, onRedeem, onClose, returnTo, kycStatus }: RedeemDialogViewProps) {
  const { value, setValue, price, short } = useValueChoice(reward, balance);
  // The server's refusal, once there is one, says the same with the same way out: one of them shows.
  const kycFirst = kycNeededFirst(reward, kycStatus) && error?.kind !== 'kyc' ? kycStatus : null;
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {kycFirst && kycFirst !== 'approved' && <KycNeededNotice status={kycFirst} kycTo={kycPath(returnTo)} />}
          <ValueChoice reward={reward} balance={balance} value={value} onChange={setValue} disabled={busy} />
          {value !== null && price !== null && (
            <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
              <Typography sx={{ fontWeight: 700 }}>{redeemSummary(reward, value)}</Typography>
              {short > 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  You have {formatPM(balance)}: {formatPM(short)} more to go.
                </Typography>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  Balance after: {formatPM(balance - price)} ({formatDollars(balance - price)})
                </Typography>
              )}
            </Box>
          )}
          {error && <RedeemErrorAlert error={error} kycTo={kycPath(returnTo)} />}
          <Box>
            <Typography variant="body2" color="text.secondary">
              {reward.description}
            </Typography>
            {reward.terms && (
              <Box
                component="details"
                sx={{ mt: 1, '& summary': { cursor: 'pointer', fontWeight: 600, fontSize: 14 } }}
              >
                <summary>Terms</summary>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                  {reward.terms}
                </Typography>
              </Box>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <ActionDialogButtons
        onClose={onClose}
        busy={busy}
        busyLabel="Redeeming…"
        disabled={value === null || short > 0}
        onConfirm={() => value !== null && onRedeem(value)}
      >
        Redeem
      </ActionDialogButtons>
    </>
  );
}

function Outcome({ reward, result, onClose, onCopy }: RedeemDialogViewProps & { result: RedeemResult }) {
  const { payout, balance } = result;
  const delivered = payout.status === 'fulfilled';
  const waiting = payout.status === 'pending_review';
  const Icon = waiting ? HourglassTopIcon : CheckCircleIcon;
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Icon aria-hidden sx={{ fontSize: 56, color: waiting ? 'warning.main' : 'success.main' }} />
          <Box role="status">
            <Typography variant="h6" component="p">
              {delivered ? 'Your reward is ready' : waiting ? 'Request received' : 'Reward redeemed'}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {payoutMessage(payout.status) ??
                (delivered ? `${formatValue(payout.value_usd)} ${reward.name}` : PAYOUT_STATUS_LABELS[payout.status])}
            </Typography>
          </Box>
          {delivered && (
            <Box sx={{ width: '100%', textAlign: 'left' }}>
              <PayoutDeliveryDetails payout={payout} onCopy={onCopy} />
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {formatValue(payout.value_usd)} for {formatPM(payout.pilot_miles)} · New balance: {formatPM(balance)}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button component={AppLink} to="/profile/rewards">
          My rewards
        </Button>
        <Button variant="contained" color="secondary" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}
