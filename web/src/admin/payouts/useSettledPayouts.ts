/**
 * Payouts staff just acted on stay where they were in the queue, showing their new status, until
 * staff pause: a row that vanished at once put the next row's Approve under the pointer, where an
 * impatient second click approved someone else. The queue reloads `delayMs` after the last action.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminPayout, PayoutStatus } from '@pilotmiles/core';
import { QUEUE_KEY } from './payoutsApi';

/** How long acted-on rows stay in place after the last action. */
export const SETTLE_MS = 4000;

export function useSettledPayouts(delayMs = SETTLE_MS) {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState<ReadonlyMap<string, AdminPayout>>(() => new Map());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reload = useCallback(async () => {
    clearTimeout(timer.current);
    await queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    setSettled(new Map());
  }, [queryClient]);

  /** The server's answer for payouts just changed: shown in their rows until the reload. */
  const settle = useCallback(
    (payouts: readonly AdminPayout[]) => {
      setSettled((prev) => new Map([...prev, ...payouts.map((p) => [p.id, p] as const)]));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void reload(), delayMs);
    },
    [reload, delayMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  /**
   * The loaded rows, each acted-on one as the server answered (the newer of the two), and the status
   * each of those had before (its row keeps that status's buttons, disabled, so it keeps its size).
   */
  const view = (items: AdminPayout[]) => {
    const was = new Map<string, PayoutStatus>();
    const rows = items.map((p) => {
      const after = settled.get(p.id);
      if (!after || after.updated_at < p.updated_at) return p;
      was.set(p.id, p.status);
      return after;
    });
    return { rows, was: was as ReadonlyMap<string, PayoutStatus> };
  };
  return { settle, view };
}
