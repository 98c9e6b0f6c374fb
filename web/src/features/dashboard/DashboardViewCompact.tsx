import type { ReactNode } from 'react';
import { Box, Button, List, Paper, Skeleton, Stack, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { formatChance, formatDollars, formatPM, type DashboardV2, type SweepstakeDashboard } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { EmptyCard, ErrorCard } from '../../components/feedback/CardStates';
import { PageHeader } from '../../components/PageHeader';
import { bigTouchSx, heroCardSx, raisedCardSx } from '../../components/cardSx';
import { TransactionRow } from '../../components/transactions/TransactionRow';
import { countOf, formatWholeDollars, groupDigits } from '../../lib/format';

export const NO_ACTIVITY_TEXT = 'No activity yet';
export const NO_ENTRIES_TEXT = 'You have not entered any sweepstakes yet';

export interface DashboardViewCompactProps {
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  data: DashboardV2 | undefined;
  /** The live balance when known (it moves without a refetch); else the dashboard's. */
  liveBalance?: number;
  /** Days of daily-bonus streak; undefined while loading, null when it could not be read. */
  streak?: number | null;
  /** 'Your sweepstakes': undefined while loading. */
  sweepstakes: SweepstakeDashboard | undefined;
  sweepstakesError: string | null;
  onRetrySweepstakes: () => void;
}

/** /new/dashboard: the balance up top, today, lifetime and streak as tiles, recent activity and the member's sweepstakes. */
export function DashboardViewCompact(props: DashboardViewCompactProps) {
  const { status, error, onRetry, data, liveBalance, streak } = props;
  const balance = liveBalance ?? data?.balance;
  return (
    <Box>
      <PageHeader title="Dashboard" />
      <Stack spacing={2.5}>
        {status === 'error' ? (
          <ErrorCard message={error ?? ''} onRetry={onRetry} />
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr 1fr' } }}>
            <Paper
              component="section"
              aria-label="Balance"
              sx={[heroCardSx, { gridColumn: { xs: '1 / -1', md: 'auto' }, p: { xs: 2.5, sm: 3 } }]}
            >
              <Typography variant="body2" sx={{ opacity: 0.8, fontWeight: 600 }}>
                Balance
              </Typography>
              <Figure value={balance === undefined ? undefined : formatPM(balance)} big />
              {balance !== undefined && (
                <Typography variant="body2" sx={{ opacity: 0.8 }}>
                  ≈ {formatDollars(balance)}
                </Typography>
              )}
              <Button component={AppLink} to="/new/redeem" variant="contained" color="secondary" sx={{ ...bigTouchSx, mt: 2, minHeight: 44 }}>
                Redeem
              </Button>
            </Paper>
            <Tile label="Earned today" value={data && formatPM(data.earned_today)} />
            <Tile label="Lifetime" value={data && formatPM(data.lifetime_earned)} />
            <Tile
              label="Streak"
              icon={<LocalFireDepartmentIcon sx={{ color: 'warning.main' }} />}
              value={streak === undefined ? undefined : streak === null ? '—' : countOf(streak, 'day', 'days')}
              wide
            />
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          {status !== 'error' && <Activity items={data?.recent_transactions} />}
          <Sweepstakes {...props} />
        </Box>
      </Stack>
    </Box>
  );
}

function Figure({ value, big = false }: { value: string | undefined; big?: boolean }) {
  if (value === undefined) return <Skeleton width="70%" height={big ? 48 : 32} sx={big ? { bgcolor: 'rgba(255,255,255,0.2)' } : undefined} />;
  return <Typography sx={{ fontWeight: 900, fontSize: big ? { xs: 34, md: 40 } : 22, lineHeight: 1.15 }}>{value}</Typography>;
}

function Tile({ label, value, icon, wide = false }: { label: string; value: string | undefined; icon?: ReactNode; wide?: boolean }) {
  return (
    <Paper component="section" aria-label={label} sx={{ ...raisedCardSx, p: 2, gridColumn: wide ? { xs: '1 / -1', md: 'auto' } : undefined }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {icon}
        {label}
      </Typography>
      <Figure value={value} />
    </Paper>
  );
}

function CardHeading({ id, title, to, action }: { id: string; title: string; to: string; action: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, pt: 2, pb: 1 }}>
      <Typography id={id} component="h2" sx={{ fontWeight: 900, fontSize: 20, flex: 1 }}>
        {title}
      </Typography>
      <Button component={AppLink} to={to} sx={{ minHeight: 44, fontWeight: 700 }}>
        {action}
      </Button>
    </Box>
  );
}

function Activity({ items }: { items: DashboardV2['recent_transactions'] | undefined }) {
  return (
    <Paper component="section" aria-labelledby="new-recent-activity" sx={raisedCardSx}>
      <CardHeading id="new-recent-activity" title="Recent activity" to="/new/profile/transactions" action="See all" />
      {items === undefined ? (
        <Box role="progressbar" aria-label="Loading recent activity" sx={{ px: 2.5, pb: 2 }}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Box sx={{ px: 2.5, pb: 2.5 }}>
          <EmptyCard title={NO_ACTIVITY_TEXT} text="Every PilotMile you earn or spend shows up here." action={<Button component={AppLink} to="/new/earn" variant="contained" color="secondary" sx={bigTouchSx}>Start earning</Button>} />
        </Box>
      ) : (
        <List disablePadding sx={{ '& > li:last-of-type': { borderBottom: 0 } }}>
          {items.map((tx) => (
            <TransactionRow key={tx.id} tx={tx} />
          ))}
        </List>
      )}
    </Paper>
  );
}

function Sweepstakes({ sweepstakes: data, sweepstakesError, onRetrySweepstakes }: DashboardViewCompactProps) {
  const inPlay = data?.items.filter((e) => e.won || e.status === 'active' || e.status === 'drawing') ?? [];
  return (
    <Paper component="section" aria-labelledby="new-your-sweepstakes" sx={raisedCardSx}>
      <CardHeading id="new-your-sweepstakes" title="Your sweepstakes" to="/new/win-big" action="Win Big" />
      <Box sx={{ px: 2.5, pb: 2.5 }}>
        {sweepstakesError ? (
          <ErrorCard message={sweepstakesError} onRetry={onRetrySweepstakes} />
        ) : !data ? (
          <Box role="progressbar" aria-label="Loading your sweepstakes">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Box>
        ) : data.items.length === 0 ? (
          <EmptyCard title={NO_ENTRIES_TEXT} text="Spend PilotMiles on entries for a chance to win big." />
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {countOf(data.totals.entries, 'entry', 'entries')} · {countOf(data.totals.wins, 'win', 'wins')}
            </Typography>
            {inPlay.length === 0 && <Typography color="text.secondary">No open entries right now.</Typography>}
            <Box component="ul" aria-label="Your entries" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {inPlay.map((e) => (
                <Box component="li" key={e.sweepstake_id} sx={{ p: 1.5, borderRadius: '16px', bgcolor: e.won ? 'success.main' : 'action.hover', color: e.won ? '#fff' : undefined }}>
                  <Typography sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    {e.won && <EmojiEventsIcon fontSize="small" aria-hidden />}
                    {e.won ? `You won ${formatWholeDollars(e.value)}: ${e.title}` : e.title}
                  </Typography>
                  {!e.won && (
                    <Typography variant="body2" color="text.secondary">
                      Entries {groupDigits(e.entries)} of {groupDigits(e.max_entries)} · Chance {formatChance(e.chance)}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
