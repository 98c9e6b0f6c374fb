import { Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { formatPM, type ConversionStatus, type SurveyActivity } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { formatDate } from '../../lib/format';

export interface SurveyActivityState {
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  items: SurveyActivity[] | undefined;
  onRetry: () => void;
}

/** How the member reads a survey transaction's status, its chip colour and the sign of its PM. */
const STATUS: Readonly<Record<ConversionStatus, { label: string; color: 'success' | 'warning' | 'error' | 'default'; sign: string }>> = {
  confirmed: { label: 'Credited', color: 'success', sign: '+' },
  pending: { label: 'Pending', color: 'warning', sign: '' },
  reversed: { label: 'Reversed', color: 'error', sign: '−' },
  rejected: { label: 'Not credited', color: 'default', sign: '' },
};

function ActivityRow({ item }: { item: SurveyActivity }) {
  const status = STATUS[item.status];
  const paid = item.status !== 'rejected' && item.pilot_miles > 0;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(item.created_at)}
        </Typography>
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        {paid && (
          <Typography
            sx={{ fontWeight: 700, whiteSpace: 'nowrap', textDecoration: item.status === 'reversed' ? 'line-through' : 'none' }}
            color={item.status === 'confirmed' ? 'success.main' : 'text.secondary'}
          >
            {`${status.sign}${formatPM(item.pilot_miles)}`}
          </Typography>
        )}
        <Chip size="small" label={status.label} color={status.color} variant={item.status === 'confirmed' ? 'filled' : 'outlined'} />
      </Stack>
    </Box>
  );
}

/** The member's recent survey transactions: credited, reversed or not credited, with their PM. */
export function SurveyActivityList({ status, error, items, onRetry }: SurveyActivityState) {
  return (
    <Box component="section" aria-labelledby="survey-activity-title">
      <Typography id="survey-activity-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Your recent surveys
      </Typography>
      {status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label="Loading your surveys" />
        </Box>
      )}
      {status === 'error' && <ErrorState message={error ?? ''} onRetry={onRetry} />}
      {status === 'ready' && items && items.length === 0 && (
        <Typography color="text.secondary" role="status">
          No surveys yet. Finish one and your PilotMiles show up here.
        </Typography>
      )}
      {status === 'ready' && items && items.length > 0 && (
        <Box component="ul" aria-label="Recent surveys" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </Box>
      )}
    </Box>
  );
}
