/**
 * The panel of one sweepstake's entrants (GET /sweepstakes/{id}/entries, most entries first): who,
 * how many entries, what they spent, their public id in the draw list, and whether refunded.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatDollars, formatPM, type AdminSweepstake, type SweepstakeEntrant } from '@pilotmiles/core';
import { Member } from '../shared/Member';
import { PagedListView } from '../shared/PagedListView';
import { SidePanel } from '../shared/SidePanel';
import { usePagedList } from '../shared/usePagedList';
import { formatDateTime } from '../shared/format';
import { ENTRANTS_PAGE_SIZE, entrantsKey, entrantsPath } from './sweepstakesApi';
import { SweepstakeStatusChip } from './SweepstakeParts';

export const NO_ENTRANTS = 'Nobody has entered yet.';

export interface EntrantsDrawerProps {
  /** Kept while the panel closes, so it fades out whole. */
  sweepstake: AdminSweepstake | null;
  open: boolean;
  onClose: () => void;
}

export function EntrantsDrawer({ sweepstake, open, onClose }: EntrantsDrawerProps) {
  return (
    <SidePanel
      item={sweepstake}
      open={open}
      onClose={onClose}
      title="Entrants"
      closeLabel="Close entrants"
      width={480}
      spacing={2}
    >
      {(s) => (
        <>
          <Box>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{s.title}</Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
              <SweepstakeStatusChip status={s.status} />
              <Typography variant="body2" color="text.secondary">
                {s.total_entries.toLocaleString('en-US')} entries · {s.entrants.toLocaleString('en-US')} entrants ·{' '}
                {formatPM(s.pm_collected)}
              </Typography>
            </Box>
          </Box>
          <EntrantsList key={s.id} sweepstakeId={s.id} />
        </>
      )}
    </SidePanel>
  );
}

const QUERY = { limit: String(ENTRANTS_PAGE_SIZE) };

function EntrantsList({ sweepstakeId }: { sweepstakeId: string }) {
  const list = usePagedList<SweepstakeEntrant>(entrantsKey(sweepstakeId), entrantsPath(sweepstakeId), QUERY);
  return (
    <PagedListView {...list} label="entrants" empty={NO_ENTRANTS}>
      {(items) => (
        <Stack component="ol" spacing={1} aria-label="Entrants" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((e) => (
            <Box component="li" key={e.uid} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.25 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Member email={e.email} uid={e.uid} />
                  {e.display_name && (
                    <Typography variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                      {e.display_name}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {e.entries.toLocaleString('en-US')} {e.entries === 1 ? 'entry' : 'entries'}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {formatPM(e.pm_spent)} ({formatDollars(e.pm_spent)})
                  </Typography>
                </Box>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.75 }}>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', overflowWrap: 'anywhere' }}
                  title="The entrant's id in the published draw list"
                >
                  Public id {e.public_id}
                </Typography>
                {e.refunded && <Chip size="small" variant="outlined" color="info" label="Refunded" />}
                <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
                  {formatDateTime(e.updated_at)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </PagedListView>
  );
}
