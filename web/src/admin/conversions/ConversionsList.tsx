/** Conversions as a table on wide screens and as cards on phones, each with its history on demand. */
import { Fragment, useState } from 'react';
import { Box, Button, Collapse, IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { CONVERSION_STATUS_LABELS, formatPM, type AdminConversion } from '@pilotmiles/core';
import { CardList, ListCard, ListTable, useWideList } from '../shared/ListLayout';
import { Member } from '../shared/Member';
import { RowActions } from '../shared/RowActions';
import { StatusChip } from './StatusChip';
import { ACTION_WORDING, ACTIONS_BY_STATUS, type ConversionAction } from './conversionActions';
import { formatDate, formatDateTime, formatPayout, formatTime } from '../shared/format';

export interface ConversionsListProps {
  items: AdminConversion[];
  onAction: (conversion: AdminConversion, action: ConversionAction) => void;
}

export function ConversionsList(props: ConversionsListProps) {
  const wide = useWideList();
  return wide ? <ConversionsTable {...props} /> : <ConversionCards {...props} />;
}

function ConversionsTable({ items, onAction }: ConversionsListProps) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ListTable
      label="Conversions"
      head={
        <>
          <TableCell padding="checkbox" />
          <TableCell>Date</TableCell>
          <TableCell>Member</TableCell>
          <TableCell>Offer / event</TableCell>
          <TableCell align="right">PM / payout</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Actions</TableCell>
        </>
      }
    >
      {items.map((c) => {
        const expanded = open === c.id;
        return (
          <Fragment key={c.id}>
            <TableRow hover sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}>
              <TableCell padding="checkbox">
                <HistoryToggle conversion={c} expanded={expanded} onToggle={() => setOpen(expanded ? null : c.id)} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} title={formatDateTime(c.created_at)}>
                {formatDate(c.created_at)}
                <Typography variant="body2" color="text.secondary">
                  {formatTime(c.created_at)}
                </Typography>
              </TableCell>
              <TableCell sx={{ width: 200, maxWidth: 200 }}>
                <Member email={c.email} uid={c.uid} noWrap />
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {c.offer_name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {c.event_name} · {c.offer_id}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                {formatPM(c.pilot_miles)}
                <Typography variant="body2" color="text.secondary">
                  {formatPayout(c.payout_usd)}
                </Typography>
              </TableCell>
              <TableCell sx={{ width: 130 }}>
                <Status conversion={c} />
              </TableCell>
              <TableCell align="right" sx={{ width: 120 }}>
                <Actions conversion={c} onAction={onAction} />
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={7} sx={{ py: 0, borderBottom: expanded ? undefined : 0 }}>
                <Collapse in={expanded} unmountOnExit>
                  <History conversion={c} />
                </Collapse>
              </TableCell>
            </TableRow>
          </Fragment>
        );
      })}
    </ListTable>
  );
}

function ConversionCards({ items, onAction }: ConversionsListProps) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <CardList label="Conversions">
      {items.map((c) => {
        const expanded = open === c.id;
        return (
          <ListCard key={c.id}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{c.offer_name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {c.event_name} · {c.offer_id}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>{formatPM(c.pilot_miles)}</Typography>
                {c.payout_usd !== null && (
                  <Typography variant="body2" color="text.secondary">
                    {formatPayout(c.payout_usd)}
                  </Typography>
                )}
              </Box>
            </Box>
            <Box sx={{ mt: 1 }}>
              <Member email={c.email} uid={c.uid} />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Status conversion={c} />
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(c.created_at)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button
                size="small"
                onClick={() => setOpen(expanded ? null : c.id)}
                aria-expanded={expanded}
                endIcon={expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                sx={{ ml: -0.5 }}
              >
                History
              </Button>
              <Box sx={{ ml: 'auto' }}>
                <Actions conversion={c} onAction={onAction} />
              </Box>
            </Box>
            <Collapse in={expanded} unmountOnExit>
              <History conversion={c} />
            </Collapse>
          </ListCard>
        );
      })}
    </CardList>
  );
}

function Status({ conversion: c }: { conversion: AdminConversion }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 0.75 }}>
      <StatusChip status={c.status} />
      {c.status === 'pending' && (
        <Typography variant="caption" color="text.secondary">
          {c.release_at ? `Releases ${formatDate(c.release_at)}` : 'Waits for staff'}
        </Typography>
      )}
    </Box>
  );
}

function Actions({ conversion, onAction }: { conversion: AdminConversion; onAction: ConversionsListProps['onAction'] }) {
  return (
    <RowActions
      actions={ACTIONS_BY_STATUS[conversion.status]}
      wording={ACTION_WORDING}
      filled={(action) => action === 'approve'}
      onAction={(action) => onAction(conversion, action)}
    />
  );
}

function HistoryToggle({ conversion, expanded, onToggle }: { conversion: AdminConversion; expanded: boolean; onToggle: () => void }) {
  return (
    <IconButton
      size="small"
      aria-label={`${expanded ? 'Hide' : 'Show'} history of ${conversion.event_name} · ${conversion.offer_name}`}
      aria-expanded={expanded}
      onClick={onToggle}
    >
      {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
    </IconButton>
  );
}

/** Who or what moved it: the postback, the release job, or a staff member's uid. */
const byWhom = (by: string) => (by === 'postback' ? 'the network' : by === 'job' ? 'the release job' : by);

function History({ conversion: c }: { conversion: AdminConversion }) {
  return (
    <Box sx={{ py: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        History
      </Typography>
      {c.history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No status changes recorded.
        </Typography>
      ) : (
        <Stack component="ol" spacing={0.75} aria-label={`History of ${c.event_name} · ${c.offer_name}`} sx={{ m: 0, pl: 2.5 }}>
          {c.history.map((h, i) => (
            <Typography component="li" variant="body2" key={i}>
              <strong>{CONVERSION_STATUS_LABELS[h.status]}</strong> · {formatDateTime(h.at)} · by {byWhom(h.by)}
              {h.reason && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  — “{h.reason}”
                </Box>
              )}
            </Typography>
          ))}
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1, overflowWrap: 'anywhere' }}>
        Conversion {c.id} · click {c.click_id} · {c.network}
      </Typography>
    </Box>
  );
}
