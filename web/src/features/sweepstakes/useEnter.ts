/**
 * Buying entries (POST /sweepstakes/{id}/enter). The hook lives as long as one opening of the
 * enter dialog and makes one request_id for it, so a double click, or a retry after a timeout or
 * an error, is answered with the entries already bought instead of buying twice
 * (docs/sweepstakes.md "Entering").
 */
import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, MSG, type EnterResult, type Sweepstake } from '@pilotmiles/core';
import { ApiError, errorMessage } from '../../lib/api';
import { newRequestId } from '../../lib/requestId';
import { useSession } from '../../lib/session';
import { enterSweepstake, replaceInLists, sweepstakeKeys } from './sweepstakesApi';

/** What the member can do about a refusal: verify their e-mail, or read the server's words. */
export interface EnterError {
  kind: 'email' | 'other';
  /** The server's message as it is (docs/app-shell.md "Everywhere"), except a stale session's, worded as everywhere. */
  message: string;
}

export function enterError(err: unknown): EnterError {
  if (err instanceof ApiError && err.code === ERROR_CODES.emailNotVerified) return { kind: 'email', message: err.message };
  // This call words its own 403s; a real expiry still reads 'Session expired. Please sign in again.'
  if (err instanceof ApiError && err.code === ERROR_CODES.sessionExpired) return { kind: 'other', message: MSG.sessionExpired };
  return { kind: 'other', message: errorMessage(err) };
}

export interface Enter {
  enter: (entries: number) => void;
  busy: boolean;
  error: EnterError | null;
}

/** `onEntered` runs once the entries are bought (the dialog closes and says so). */
export function useEnter(sweepstake: Pick<Sweepstake, 'id'>, onEntered: (result: EnterResult) => void): Enter {
  const [requestId] = useState(newRequestId);
  // Set at the press itself: a second press before React re-renders (a double click) sees it.
  const inFlight = useRef(false);
  const { user, refreshUser } = useSession();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (entries: number) => enterSweepstake(sweepstake.id, { entries, request_id: requestId }),
    onSuccess: (result) => {
      replaceInLists(queryClient, result.sweepstake);
      // The balance in the header, the sections (entries, chances) and the dashboard are out of date.
      void refreshUser();
      void queryClient.invalidateQueries({ queryKey: sweepstakeKeys.lists });
      void queryClient.invalidateQueries({ queryKey: sweepstakeKeys.dashboard(user?.uid) });
      onEntered(result);
    },
  });
  return {
    enter: (entries) => {
      if (inFlight.current || mutation.isSuccess) return;
      inFlight.current = true;
      mutation.mutate(entries, {
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    busy: mutation.isPending,
    error: mutation.isError ? enterError(mutation.error) : null,
  };
}
