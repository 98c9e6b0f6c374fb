import { useCallback, useState, type ReactNode } from 'react';
import type { Sweepstake } from '@pilotmiles/core';
import { DrawDialog, type DrawnSweepstake } from './DrawDialog';
import { RulesDialog } from './RulesDialog';

/**
 * A sweepstake's official rules and 'How this draw was picked', opened from a card: the functions
 * a card calls and the dialogs' place on the page. Shared by /sweepstakes and /new/win-big.
 */
export function useInfoDialogs(): { onRules: (s: Sweepstake) => void; onDraw: (s: Sweepstake) => void; dialogs: ReactNode } {
  const [info, setInfo] = useState<{ kind: 'rules' | 'draw'; sweepstake: Sweepstake; open: boolean } | null>(null);
  const onRules = useCallback((sweepstake: Sweepstake) => setInfo({ kind: 'rules', sweepstake, open: true }), []);
  const onDraw = useCallback((sweepstake: Sweepstake) => setInfo({ kind: 'draw', sweepstake, open: true }), []);
  const closeInfo = () => setInfo((i) => i && { ...i, open: false });
  const dialogs = (
    <>
      {info?.kind === 'rules' && <RulesDialog sweepstake={info.sweepstake} open={info.open} onClose={closeInfo} />}
      {info?.kind === 'draw' && info.sweepstake.draw && (
        <DrawDialog
          key={info.sweepstake.id}
          sweepstake={info.sweepstake as DrawnSweepstake}
          open={info.open}
          onClose={closeInfo}
        />
      )}
    </>
  );
  return { onRules, onDraw, dialogs };
}
