import { useMemo, useState } from 'react';
import type { Sweepstake, SweepstakeDraw } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { DrawProofView, type Verification } from './DrawProofView';
import { useDrawProof } from './sweepstakesApi';
import { ReadingDialog } from './ReadingDialog';
import { checkDraw } from './verify';

export type DrawnSweepstake = Sweepstake & { draw: SweepstakeDraw };

/** The draw's facts and its check, fetched (GET /sweepstakes/{id}/draw) when Verify is pressed. */
export function DrawVerify({ sweepstake }: { sweepstake: DrawnSweepstake }) {
  const [asked, setAsked] = useState(false);
  const proof = useDrawProof(sweepstake.id, asked);
  const checks = useMemo(() => (proof.data ? checkDraw(sweepstake, proof.data) : null), [sweepstake, proof.data]);
  const verification: Verification = checks
    ? { status: 'done', checks }
    : proof.isError
      ? { status: 'error', message: errorMessage(proof.error) }
      : asked
        ? { status: 'loading' }
        : { status: 'idle' };
  const onVerify = () => {
    if (!asked) setAsked(true);
    else void proof.refetch();
  };
  return <DrawProofView sweepstake={sweepstake} verification={verification} onVerify={onVerify} />;
}

/** 'How this draw was picked' of an ended sweepstake; the whole screen on a phone (long hashes). */
export function DrawDialog({ sweepstake, open, onClose }: { sweepstake: DrawnSweepstake; open: boolean; onClose: () => void }) {
  return (
    <ReadingDialog
      open={open}
      onClose={onClose}
      title="How this draw was picked"
      sweepstakeTitle={sweepstake.title}
      maxWidth="md"
    >
      <DrawVerify sweepstake={sweepstake} />
    </ReadingDialog>
  );
}
