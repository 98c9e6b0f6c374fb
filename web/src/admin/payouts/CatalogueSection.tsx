/** The catalogue tab: every reward (inactive too), its Active / Featured switches, Edit and Add. */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { sortRewards, type AdminReward } from '@pilotmiles/core';
import { api, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { ErrorState } from '../../components/feedback/ErrorState';
import { useAdminAction } from '../shared/useAdminAction';
import { RewardEditorDialog } from './RewardEditorDialog';
import { RewardsList, type RewardSwitch } from './RewardsList';
import { CATALOG_KEY, CATALOG_PATH, rewardPath } from './payoutsApi';
import { bodyOfReward } from './rewardForm';

export const NO_REWARDS = 'No rewards yet. Add the first one.';

const switchedMessage = (r: AdminReward, which: RewardSwitch) =>
  which === 'active'
    ? `${r.name} is ${r.active ? 'now shown to members' : 'hidden from members'}`
    : `${r.name} is ${r.featured ? 'featured' : 'no longer featured'}`;

export function CatalogueSection() {
  const toast = useToast();
  const query = useQuery({
    queryKey: CATALOG_KEY,
    queryFn: ({ signal }) => api<AdminReward[]>(CATALOG_PATH, { signal }),
  });
  // In the order members see them (featured, then by rank), so staff read the catalogue as members do.
  const rewards = useMemo(() => sortRewards(query.data ?? [], 'popular'), [query.data]);
  const takenIds = useMemo(() => new Set(rewards.map((r) => r.id)), [rewards]);

  // A switch saves the whole entry with one field changed (PUT takes the whole entry).
  const flip = useAdminAction<{ reward: AdminReward; which: RewardSwitch; on: boolean }, AdminReward>({
    call: ({ reward, which, on }) =>
      api<AdminReward>(rewardPath(reward.id), { method: 'PUT', body: bodyOfReward(reward, { [which]: on }) }),
    refresh: CATALOG_KEY,
    done: (saved, { which }) => switchedMessage(saved, which),
  });

  const [editing, setEditing] = useState<AdminReward | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const edit = (reward: AdminReward | null) => {
    setEditing(reward);
    setEditorOpen(true);
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 280px' }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Rewards catalogue
          </Typography>
          <Typography variant="body2" color="text.secondary">
            What members can redeem, in the order they see it. Prices are PM per $1 of value: 100 is face value, below a
            discount, above a fee. A change reaches members within a minute.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => edit(null)} disabled={!query.data}>
          Add reward
        </Button>
      </Box>
      {query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Paper variant="outlined" role="progressbar" aria-label="Loading rewards" sx={{ p: 2 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1.5, py: 1 }}>
              <Skeleton variant="rounded" width={44} height={44} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="45%" />
                <Skeleton width="30%" />
              </Box>
            </Box>
          ))}
        </Paper>
      ) : rewards.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography color="text.secondary">{NO_REWARDS}</Typography>
        </Paper>
      ) : (
        <RewardsList
          items={rewards}
          busy={flip.isPending}
          onSwitch={(reward, which, on) => {
            if (!flip.isPending)
              flip.mutate({ reward, which, on }, { onError: (err) => toast.error(errorMessage(err)) });
          }}
          onEdit={edit}
        />
      )}
      <RewardEditorDialog open={editorOpen} reward={editing} takenIds={takenIds} onClose={() => setEditorOpen(false)} />
    </Stack>
  );
}
