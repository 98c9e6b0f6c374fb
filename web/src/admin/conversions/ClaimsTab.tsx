/**
 * A tab of members' claims (offer missing credit, store missing cashback): a status filter (open
 * first), the cursor-paged list, and Credit / Dismiss through the reason dialog. A refusal (already
 * resolved, tracked meanwhile...) shows the server's message in the dialog, which stays open; a
 * success toasts and refreshes the lists.
 */
import { useState, type ReactNode } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { QueryKey } from '@tanstack/react-query';
import { MISSING_CREDIT_STATUSES, type MissingCreditStatus } from '@pilotmiles/core';
import { api, errorMessage } from '../../lib/api';
import { ClaimsList, type ClaimAction, type ClaimCardParts, type ClaimColumn, type ListedClaim } from './ClaimsList';
import { PagedListView } from '../shared/PagedListView';
import { ReasonDialog, type ReasonValues } from '../shared/ReasonDialog';
import { usePagedList } from '../shared/usePagedList';
import { useAdminAction } from '../shared/useAdminAction';
import { CLAIM_STATUS_LABELS } from './StatusChip';

const DONE: Record<ClaimAction, string> = { credit: 'Claim credited', dismiss: 'Claim dismissed' };

export interface ClaimsTabProps<C extends ListedClaim, Body> {
  /** The list's query key and endpoint (GET, `{items, nextCursor}`). */
  queryKey: readonly unknown[];
  path: string;
  /** Where Credit and Dismiss are sent (POST), and the query-key prefix refreshed after one succeeds. */
  actionPath: string;
  refresh: QueryKey;
  /** The list's accessible name, e.g. 'Missing-credit claims'. */
  label: string;
  /** What loads ('Loading claims'). */
  noun: string;
  /** What an empty list says with the open filter, and with any other. */
  empty: { open: string; filtered: string };
  columns: readonly ClaimColumn<C>[];
  card: (claim: C) => ClaimCardParts;
  tight?: boolean;
  /** The PM a credit starts from; null when unknown (staff type it). */
  creditAmount: (claim: C) => number | null;
  /** The claim in one line, first in the dialog. */
  describe: (claim: C) => ReactNode;
  /** What a credit does, in the dialog. */
  creditEffect: string;
  /** The request body of an action. */
  body: (claim: C, action: ClaimAction, values: ReasonValues) => Body;
}

export function ClaimsTab<C extends ListedClaim, Body>(props: ClaimsTabProps<C, Body>) {
  const { queryKey, path, actionPath, refresh, label, noun, empty, columns, card, tight } = props;
  const [status, setStatus] = useState<MissingCreditStatus | ''>('open');
  const list = usePagedList<C>(queryKey, path, { status: status || undefined });
  const [target, setTarget] = useState<{ claim: C; action: ClaimAction } | null>(null);
  const [open, setOpen] = useState(false);
  const act = useAdminAction<{ action: ClaimAction; body: Body }, C>({
    call: ({ body }) => api<C>(actionPath, { method: 'POST', body }),
    refresh,
    done: (_, { action }) => DONE[action],
  });
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
      <PagedListView {...list} label={noun} empty={status === 'open' ? empty.open : empty.filtered}>
        {(items) => (
          <ClaimsList
            label={label}
            items={items}
            columns={columns}
            card={card}
            tight={tight}
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
        amount={crediting ? props.creditAmount(target.claim) : undefined}
        summary={
          target && (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {props.describe(target.claim)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {target.claim.email ?? target.claim.uid}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {crediting ? props.creditEffect : 'Closes the claim without crediting anything.'}
              </Typography>
            </>
          )
        }
        busy={act.isPending}
        error={act.isError ? errorMessage(act.error) : null}
        onClose={() => setOpen(false)}
        onConfirm={(values) =>
          target &&
          act.mutate(
            { action: target.action, body: props.body(target.claim, target.action, values) },
            { onSuccess: () => setOpen(false) },
          )
        }
      />
    </Stack>
  );
}
