/** The offers tab: 'Sync now' for the catalogue, and the offer settings form. */
import { useMutation } from '@tanstack/react-query';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { api, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { BusyButton } from '../../components/BusyButton';
import { useConfig } from '../shared/useConfig';
import { OffersConfigForm } from './OffersConfigForm';
import { offersForm } from './offersConfigForm';

/** POST /admin/offers/sync: what the sync did to the catalogue. */
export interface OffersSyncResult {
  upserted: number;
  deactivated: number;
  skipped: number;
  total: number;
}

export const syncMessage = (r: OffersSyncResult) =>
  `Synced ${r.total} offers: ${r.upserted} updated, ${r.deactivated} deactivated, ${r.skipped} skipped`;

export function OffersSection() {
  const toast = useToast();
  const sync = useMutation({
    mutationFn: () => api<OffersSyncResult>('/admin/offers/sync', { method: 'POST' }),
    onSuccess: (result) => toast.success(syncMessage(result)),
    onError: (err) => toast.error(errorMessage(err)),
  });
  const config = useConfig(offersForm);
  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="offers-sync">
        <CardContent
          sx={{
            p: { xs: 2, sm: 3 },
            '&:last-child': { pb: { xs: 2, sm: 3 } },
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Box sx={{ flex: '1 1 280px' }}>
            <Typography id="offers-sync" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Catalogue
            </Typography>
            <Typography variant="body2" color="text.secondary">
              The offer feed is synced every 15 minutes. Sync now to pick up a change at once; offers gone from the feed
              become inactive.
            </Typography>
          </Box>
          <BusyButton
            variant="contained"
            startIcon={<SyncIcon />}
            busy={sync.isPending}
            busyLabel="Syncing..."
            onClick={() => sync.mutate()}
          >
            Sync now
          </BusyButton>
        </CardContent>
      </Card>
      <OffersConfigForm {...config} />
    </Stack>
  );
}
