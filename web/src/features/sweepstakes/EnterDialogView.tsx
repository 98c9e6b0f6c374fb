import { useId, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  DialogContent,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { entryAllowance, formatPM, type Sweepstake } from '@pilotmiles/core';
import { ActionDialog, ActionDialogButtons } from '../../components/modals/ActionDialog';
import { countOf, formatWholeDollars } from '../../lib/format';
import { SweepstakeImage } from './SweepstakeImage';
import type { EnterError } from './useEnter';
import { useEntriesField } from './useEntriesField';

export interface EnterDialogViewProps {
  open: boolean;
  onClose: () => void;
  sweepstake: Sweepstake;
  /** The member's balance now. */
  balance: number;
  busy: boolean;
  error: EnterError | null;
  onEnter: (entries: number) => void;
}

export const EMAIL_HINT = 'Open the link we emailed you to verify your address, then try again.';

/**
 * How many entries to buy (1 to what is left of the max and what the balance covers), what they
 * cost in all, and the balance before and after. A refusal shows the server's words as they are.
 */
export function EnterDialogView(props: EnterDialogViewProps) {
  const { open, onClose, sweepstake: s, busy } = props;
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={busy}
      maxWidth="xs"
      image={<SweepstakeImage src={s.image_url} eager sx={{ width: 80, borderRadius: 1.5 }} />}
      title={
        <>
          {s.title}
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'success.main', fontWeight: 700 }}>
            {formatWholeDollars(s.value)} prize
          </Typography>
        </>
      }
    >
      <Choose {...props} />
    </ActionDialog>
  );
}

function Choose({ sweepstake: s, balance, busy, error, onEnter, onClose }: EnterDialogViewProps) {
  const allowance = entryAllowance(s, balance);
  const { most: limit, remaining } = allowance;
  const field = useEntriesField(allowance, s, balance);
  const { entries } = field;
  const valid = entries !== null;
  const total = (entries ?? 0) * s.entry_cost;
  const inputId = useId();
  const invalid = field.message?.tone === 'error';

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Box>
            <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 700, display: 'block', mb: 1 }}>
              Number of entries
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <IconButton
                aria-label="One entry fewer"
                onClick={() => entries !== null && field.choose(entries - 1)}
                disabled={busy || entries === null || entries <= 1}
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <RemoveIcon />
              </IconButton>
              <TextField
                id={inputId}
                value={field.text}
                onChange={(e) => field.type(e.target.value)}
                disabled={busy || limit === 0}
                error={invalid}
                size="small"
                autoComplete="off"
                sx={{ width: 88, flexShrink: 0, '& input': { textAlign: 'center', fontWeight: 700, fontSize: 18 } }}
                slotProps={{
                  htmlInput: {
                    inputMode: 'numeric',
                    'aria-describedby': `${inputId}-help`,
                  },
                }}
              />
              <IconButton
                aria-label="One entry more"
                onClick={() => field.choose((entries ?? 0) + 1)}
                disabled={busy || limit === 0 || (entries !== null && entries >= limit)}
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <AddIcon />
              </IconButton>
              <Button
                size="small"
                onClick={() => field.choose(limit)}
                disabled={busy || limit <= 1 || entries === limit}
                sx={{ whiteSpace: 'nowrap', ml: 'auto' }}
              >
                Max ({limit})
              </Button>
            </Box>
            <Typography
              id={`${inputId}-help`}
              aria-live="polite"
              variant="body2"
              color={invalid ? 'error' : 'text.secondary'}
              sx={{ mt: 1, fontWeight: field.message?.tone === 'note' ? 600 : undefined }}
            >
              {field.message
                ? field.message.text
                : `You can add ${countOf(remaining, 'more entry', 'more entries')} (the maximum is ${s.max_entries} per member).${
                    limit > 0 && limit < remaining ? ` Your balance covers ${countOf(limit, 'entry', 'entries')}.` : ''
                  }`}
            </Typography>
          </Box>
          <Box
            component="dl"
            aria-label="Summary"
            sx={{
              m: 0,
              p: 2,
              borderRadius: 2,
              bgcolor: 'grey.50',
              border: 1,
              borderColor: 'divider',
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              rowGap: 0.75,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, textAlign: 'right', fontWeight: 600 },
            }}
          >
            <Row term="Per entry">{formatPM(s.entry_cost)}</Row>
            <Row term="Total" strong>
              {valid ? formatPM(total) : '—'}
            </Row>
            <Row term="Your balance">{formatPM(balance)}</Row>
            <Row term="Balance after">{valid ? formatPM(balance - total) : '—'}</Row>
          </Box>
          {limit === 0 && (
            <Alert severity="info">
              {remaining === 0
                ? `You already have the maximum of ${s.max_entries} entries in this sweepstake.`
                : `One entry costs ${formatPM(s.entry_cost)}: you have ${formatPM(Math.max(0, balance))}, ${formatPM(
                    s.entry_cost - Math.max(0, balance),
                  )} more to go.`}
            </Alert>
          )}
          {error && (
            <Alert severity={error.kind === 'email' ? 'warning' : 'error'}>
              {error.message}
              {error.kind === 'email' && <Box sx={{ mt: 0.5 }}>{EMAIL_HINT}</Box>}
            </Alert>
          )}
          <Typography variant="caption" color="text.secondary">
            Entries are final: they are refunded only if the sweepstake is cancelled.
          </Typography>
        </Stack>
      </DialogContent>
      <ActionDialogButtons
        onClose={onClose}
        busy={busy}
        busyLabel="Entering..."
        disabled={!valid}
        onConfirm={() => entries !== null && onEnter(entries)}
      >
        Enter
      </ActionDialogButtons>
    </>
  );
}

function Row({ term, strong = false, children }: { term: string; strong?: boolean; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={strong ? { fontWeight: 800, color: 'text.primary !important' } : undefined}>
        {term}
      </Box>
      <Box component="dd" sx={strong ? { fontWeight: '800 !important', fontSize: 18 } : undefined}>
        {children}
      </Box>
    </>
  );
}
