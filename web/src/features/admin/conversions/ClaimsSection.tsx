/** The missing-credit claims tab: a status filter (open first), the list, and credit / dismiss. */
import { useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  formatPM,
  MISSING_CREDIT_STATUSES,
  type AdminManualCredit,
  type MissingCreditClaim,
  type MissingCreditStatus,
} from '@pilotmiles/core';
import { errorMessage } from '../../../lib/api';
import { ClaimsList, type ClaimAction } from './ClaimsList';
import { PagedListView } from '../shared/PagedListView';
import { ReasonDialog } from '../shared/ReasonDialog';
import { usePagedList } from '../shared/usePagedList';
import { CLAIM_STATUS_LABELS } from './StatusChip';
import { CLAIMS_KEY, CLAIMS_PATH, useConversionAction } from './conversionsApi';

const DONE: Record<ClaimAction, string> = { credit: 'Claim credited', dismiss: 'Claim dismissed' };

export function ClaimsSection() {
  const [status, setStatus] = useState<MissingCreditStatus | ''>('open');
  const list = usePagedList<MissingCreditClaim>(CLAIMS_KEY, CLAIMS_PATH, { status: status || undefined });
  const [target, setTarget] = useState<{ claim: MissingCreditClaim; action: ClaimAction } | null>(null);
  const [open, setOpen] = useState(false);
  const act = useConversionAction<AdminManualCredit, MissingCreditClaim>('POST', (_, body) => DONE[body.action]);
  const crediting = target?.action === 'credit';

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(e) => setStatus(e.target.value as MissingCreditStatus | '')}
        sx={{ width: { xs: '100%', sm: 220 } }}
      >
        {MISSING_CREDIT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {CLAIM_STATUS_LABELS[s]}
          </MenuItem>
        ))}
        <MenuItem value="">All claims</MenuItem>
      </TextField>
      <PagedListView {...list} label="claims" empty={status === 'open' ? 'No open claims.' : 'No claims match this filter.'}>
        {(items) => (
          <ClaimsList
            items={items}
            onAction={(claim, action) => {
              act.reset();
              setTarget({ claim, action });
              setOpen(true);
            }}
          />
        )}
      </PagedListView>
      <ReasonDialog
        open={open}
        title={crediting ? 'Credit claim' : 'Dismiss claim'}
        confirmLabel={crediting ? 'Credit' : 'Dismiss'}
        confirmColor={crediting ? 'success' : 'primary'}
        amount={crediting ? target.claim.pilot_miles : undefined}
        summary={
          target && (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {target.claim.event_name} · {target.claim.offer_name} · {formatPM(target.claim.pilot_miles)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {target.claim.email ?? target.claim.uid}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {crediting
                  ? 'Credits the amount below to the member once (the event’s reward unless you change it).'
                  : 'Closes the claim without crediting anything.'}
              </Typography>
            </>
          )
        }
        busy={act.isPending}
        error={act.isError ? errorMessage(act.error) : null}
        onClose={() => setOpen(false)}
        onConfirm={({ reason, amount }) =>
          target &&
          act.mutate(
            crediting
              ? { claim_id: target.claim.id, action: 'credit', amount, reason }
              : { claim_id: target.claim.id, action: 'dismiss', reason },
            { onSuccess: () => setOpen(false) },
          )
        }
      />
    </Stack>
  );
}
