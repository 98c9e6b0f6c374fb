/** The conversions tab: filters, the list with its paging, and the approve / reject / reverse dialog. */
import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { formatPM, type AdminConversion, type AdminConversionPatch } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { ConversionFilters, NO_FILTERS, type ConversionFilterValues } from './ConversionFilters';
import { ConversionsList } from './ConversionsList';
import { PagedListView } from '../shared/PagedListView';
import { ReasonDialog } from '../shared/ReasonDialog';
import { usePagedList } from '../shared/usePagedList';
import { ACTION_WORDING, type ConversionAction } from './conversionActions';
import { CONVERSIONS_KEY, CONVERSIONS_PATH, useConversionAction } from './conversionsApi';

export const NO_CONVERSIONS = 'No conversions match these filters.';

/** `uid`: start filtered to one member (their record's Conversions tab). */
export function ConversionsSection({ uid = '' }: { uid?: string } = {}) {
  const [filters, setFilters] = useState<ConversionFilterValues>({ ...NO_FILTERS, uid });
  const list = usePagedList<AdminConversion>(CONVERSIONS_KEY, CONVERSIONS_PATH, {
    status: filters.status || undefined,
    uid: filters.uid || undefined,
    offer_id: filters.offer_id || undefined,
  });
  const [target, setTarget] = useState<{ conversion: AdminConversion; action: ConversionAction } | null>(null);
  // Kept apart from the target so the dialog keeps its words while it fades out.
  const [open, setOpen] = useState(false);
  const act = useConversionAction<AdminConversionPatch, AdminConversion>('PATCH', (_, body) => ACTION_WORDING[body.action].done);
  const wording = target && ACTION_WORDING[target.action];

  return (
    <Stack spacing={2}>
      <ConversionFilters value={filters} onChange={setFilters} refused={list.refused} />
      <PagedListView {...list} label="conversions" empty={NO_CONVERSIONS}>
        {(items) => (
          <ConversionsList
            items={items}
            onAction={(conversion, action) => {
              act.reset();
              setTarget({ conversion, action });
              setOpen(true);
            }}
          />
        )}
      </PagedListView>
      <ReasonDialog
        open={open}
        title={wording?.title ?? ''}
        confirmLabel={wording?.confirm ?? ''}
        confirmColor={wording?.color}
        summary={
          target && (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {target.conversion.event_name} · {target.conversion.offer_name} ·{' '}
                {formatPM(target.conversion.pilot_miles)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {target.conversion.email ?? target.conversion.uid}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {wording?.effect(target.conversion)}
              </Typography>
            </>
          )
        }
        busy={act.isPending}
        error={act.isError ? errorMessage(act.error) : null}
        onClose={() => setOpen(false)}
        onConfirm={({ reason }) =>
          target &&
          act.mutate({ id: target.conversion.id, action: target.action, reason }, { onSuccess: () => setOpen(false) })
        }
      />
    </Stack>
  );
}
