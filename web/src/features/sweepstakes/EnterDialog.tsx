import { useCallback, useState, type ReactNode } from 'react';
import type { Sweepstake } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { EnterDialogView } from './EnterDialogView';
import { enteredText } from './format';
import { useEnter } from './useEnter';

interface EnterDialogProps {
  sweepstake: Sweepstake;
  open: boolean;
  onClose: () => void;
}

/** The enter dialog with its data: the member's balance and the entry request. */
export function EnterDialog({ sweepstake, open, onClose }: EnterDialogProps) {
  const toast = useToast();
  const { enter, busy, error } = useEnter(sweepstake, (result) => {
    toast.success(enteredText(result.entries, sweepstake.title));
    onClose();
  });
  const balance = useSession().user?.total_coins ?? 0;
  return (
    <EnterDialogView
      open={open}
      onClose={onClose}
      sweepstake={sweepstake}
      balance={balance}
      busy={busy}
      error={error}
      onEnter={enter}
    />
  );
}

/**
 * The dialog's place on a page, and the function a card calls to open it. Each opening mounts a
 * fresh dialog (its own request_id, no earlier error); closing keeps it mounted until the next
 * opening so its exit transition plays.
 */
export function useEnterDialog(): { openEnter: (sweepstake: Sweepstake) => void; dialog: ReactNode } {
  const [opening, setOpening] = useState<{ sweepstake: Sweepstake; n: number; open: boolean } | null>(null);
  const openEnter = useCallback(
    (sweepstake: Sweepstake) => setOpening((o) => ({ sweepstake, n: (o?.n ?? 0) + 1, open: true })),
    [],
  );
  const close = useCallback(() => setOpening((o) => o && { ...o, open: false }), []);
  const dialog = opening && (
    <EnterDialog key={opening.n} sweepstake={opening.sweepstake} open={opening.open} onClose={close} />
  );
  return { openEnter, dialog };
}
