/**
 * Hiding the pending earnings above the transactions history (through TransactionsDismiss). What is
 * hidden is the set of pending earnings shown when the member hid them, kept per member in
 * localStorage: a new pending earning is not in it, so the list comes back on its own.
 */
import { useState } from 'react';
import type { PendingEarning } from '@pilotmiles/core';
import { openModal } from '../../../components/modals/modalStore';

export const pendingHiddenKey = (uid: string) => `pm.pendingHidden.${uid}`;

function readHidden(uid: string | undefined): string[] {
  if (!uid) return [];
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(pendingHiddenKey(uid)) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeHidden(uid: string, ids: string[] | null) {
  try {
    if (ids) localStorage.setItem(pendingHiddenKey(uid), JSON.stringify(ids));
    else localStorage.removeItem(pendingHiddenKey(uid));
  } catch {
    // storage unavailable: the choice lasts until the page is left
  }
}

export interface PendingDismissal {
  /** Every pending earning shown now was hidden by the member. */
  hidden: boolean;
  /** Asks first (TransactionsDismiss), then hides the ones shown now. */
  onDismiss: () => void;
  /** Shows them again. */
  onShow: () => void;
}

export function usePendingDismissal(uid: string | undefined, pending: readonly PendingEarning[]): PendingDismissal {
  // Storage is the record; this state also holds the choice when storage is unavailable, and re-renders.
  const [session, setSession] = useState<{ uid: string | undefined; ids: string[] } | null>(null);
  const ids = session && session.uid === uid ? session.ids : readHidden(uid);
  const hidden = pending.length > 0 && pending.every((p) => ids.includes(p.id));

  const set = (next: string[] | null) => {
    if (uid) writeHidden(uid, next);
    setSession({ uid, ids: next ?? [] });
  };

  return {
    hidden,
    onDismiss: () => {
      const shown = pending.map((p) => p.id);
      openModal('TransactionsDismiss', { count: shown.length, onConfirm: () => set(shown) });
    },
    onShow: () => set(null),
  };
}
