import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import type { Sweepstake, SweepstakeDraw } from '@pilotmiles/core';
import { BusyButton } from '../../components/BusyButton';
import { groupDigits } from '../../lib/format';
import { CHECK_LABELS, type DrawChecks } from './verify';
import { visuallyHiddenSx } from '../../components/visuallyHiddenSx';

export type Verification =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; checks: DrawChecks };

export interface DrawProofViewProps {
  sweepstake: Sweepstake & { draw: SweepstakeDraw };
  verification: Verification;
  onVerify: () => void;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13, wordBreak: 'break-all' } as const;

/**
 * 'How this draw was picked': the published facts of a draw, and a Verify button that fetches the
 * entry list and reruns core's draw in the browser, showing each of the three checks.
 */
export function DrawProofView({ sweepstake: s, verification, onVerify }: DrawProofViewProps) {
  const { draw } = s;
  return (
    <Stack spacing={2.5} component="section" aria-label="How this draw was picked">
      <Typography variant="body2" color="text.secondary">
        Before anyone entered we published the SHA-256 hash of a secret seed. At the draw the seed and the final entry
        list were revealed: the ticket is sha256(“seed:list hash”) as a number, modulo the total entries, and the entrant
        whose run of entries covers that position wins. Verify reruns it here, in your browser.
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          '& dt': { fontWeight: 700, fontSize: 14, mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0, fontSize: 14 },
        }}
      >
        <Fact term="Seed hash (published at the start)">
          <Box component="span" sx={mono}>
            {s.seed_hash}
          </Box>
        </Fact>
        <Fact term="Seed (revealed at the draw)">
          <Box component="span" sx={mono}>
            {draw.seed}
          </Box>
        </Fact>
        <Fact term="Entry list hash">
          <Box component="span" sx={mono}>
            {draw.entries_hash}
          </Box>
        </Fact>
        <Fact term="Total entries">
          {groupDigits(draw.total_entries)} from {groupDigits(draw.entrants)} {draw.entrants === 1 ? 'entrant' : 'entrants'}
        </Fact>
        <Fact term="Winning ticket">{draw.total_entries > 0 ? groupDigits(draw.ticket) : '—'}</Fact>
        <Fact term="Winner id">
          {draw.winner_public_id ? (
            <Box component="span" sx={mono}>
              {draw.winner_public_id}
            </Box>
          ) : (
            'Nobody entered'
          )}
          {draw.winner_name && ` (${draw.winner_name})`}
        </Fact>
      </Box>
      <Box>
        <BusyButton
          variant="contained"
          color="secondary"
          busy={verification.status === 'loading'}
          busyLabel="Checking…"
          onClick={onVerify}
        >
          Verify
        </BusyButton>
        <Link
          href={`/api/sweepstakes/${encodeURIComponent(s.id)}/draw`}
          target="_blank"
          rel="noopener"
          variant="body2"
          sx={{ ml: 2, fontWeight: 600 }}
        >
          Entry list (JSON)
        </Link>
      </Box>
      {verification.status === 'error' && <Alert severity="error">{verification.message}</Alert>}
      {verification.status === 'done' && <Checks checks={verification.checks} />}
    </Stack>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Checks({ checks }: { checks: DrawChecks }) {
  const all = CHECK_LABELS.every(([key]) => checks[key]);
  // On a phone the result lands below the fold: bring it into view once.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <Box role="status" ref={ref}>
      <Typography sx={{ fontWeight: 800, color: all ? 'success.main' : 'error.main', mb: 1 }}>
        {all ? 'This draw checks out' : 'This draw does not check out'}
      </Typography>
      <Box component="ul" aria-label="Checks" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {CHECK_LABELS.map(([key, label]) => {
          const ok = checks[key];
          return (
            <Box component="li" key={key} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', fontSize: 14 }}>
              <Box
                component="span"
                aria-hidden
                sx={{ fontWeight: 800, width: 16, flexShrink: 0, color: ok ? 'success.main' : 'error.main' }}
              >
                {ok ? '✓' : '✗'}
              </Box>
              <span>
                {label}
                <Box component="span" sx={visuallyHiddenSx}>
                  {ok ? ': passed' : ': failed'}
                </Box>
              </span>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

