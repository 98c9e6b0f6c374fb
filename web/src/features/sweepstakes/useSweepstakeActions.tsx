import type { ReactNode } from 'react';
import { useSession } from '../../lib/session';
import { useEnterDialog } from './EnterDialog';
import type { SweepstakeActions } from './SweepstakeGrid';
import { useInfoDialogs } from './useInfoDialogs';
import { useOnSweepstakeDeadline } from './useSweepstakeSection';

/**
 * What both designs' sweepstakes pages give their cards: whether a member is signed in, the enter
 * flow, the official rules and 'How this draw was picked' dialogs, and the lists' refresh when a
 * deadline passes on screen; `dialogs` is where those dialogs mount on the page.
 */
export function useSweepstakeActions(): { actions: SweepstakeActions; dialogs: ReactNode } {
  const { status, user } = useSession();
  const onDeadline = useOnSweepstakeDeadline();
  const { openEnter, dialog: enterDialog } = useEnterDialog();
  const { onRules, onDraw, dialogs } = useInfoDialogs();
  return {
    actions: { member: status === 'signedIn' && !!user, onEnter: openEnter, onRules, onDraw, onDeadline },
    dialogs: (
      <>
        {enterDialog}
        {dialogs}
      </>
    ),
  };
}
