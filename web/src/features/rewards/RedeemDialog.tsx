import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Reward } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { RedeemDialogView } from './RedeemDialogView';
import { useCopy } from './useCopy';
import { useRedeem } from './useRedeem';

interface RedeemDialogProps {
  reward: Reward;
  open: boolean;
  onClose: () => void;
  returnTo: string;
}

/** The redeem dialog with its data: the member's balance, the redemption and the clipboard. */
export function RedeemDialog({ reward, open, onClose, returnTo }: RedeemDialogProps) {
  const { redeem, busy, result, error } = useRedeem(reward);
  const { user } = useSession();
  const balance = user?.total_coins ?? 0;
  const copy = useCopy();
  return (
    <RedeemDialogView
      open={open}
      onClose={onClose}
      reward={reward}
      balance={balance}
      busy={busy}
      result={result}
      error={error}
      onRedeem={redeem}
      onCopy={copy}
      returnTo={returnTo}
      kycStatus={user?.kyc_status ?? null}
    />
  );
}

/**
 * The dialog's place on a page, and the function a card calls to open it. Each opening mounts a
 * fresh dialog (its own request_id, no earlier result or error); closing keeps it mounted until
 * the next opening so its exit transition plays. Identity verification returns to this page.
 */
export function useRedeemDialog(): { openRedeem: (reward: Reward) => void; dialog: ReactNode } {
  const { pathname, search } = useLocation();
  const [opening, setOpening] = useState<{ reward: Reward; n: number; open: boolean } | null>(null);
  const openRedeem = useCallback(
    (reward: Reward) => setOpening((o) => ({ reward, n: (o?.n ?? 0) + 1, open: true })),
    [],
  );
  const close = useCallback(() => setOpening((o) => o && { ...o, open: false }), []);
  const dialog = opening && (
    <RedeemDialog
      key={opening.n}
      reward={opening.reward}
      open={opening.open}
      onClose={close}
      returnTo={pathname + search}
    />
  );
  return { openRedeem, dialog };
}
