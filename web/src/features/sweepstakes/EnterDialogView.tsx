import { useId, useState, type ReactNode } from 'react';
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
import { formatPM, type Sweepstake } from '@pilotmiles/core';
import { ActionDialog, ActionDialogButtons } from '../../components/modals/ActionDialog';
import { countOf, formatWholeDollars } from '../../lib/format';
import { entryLimit, remainingEntries } from './format';
import { SweepstakeImage } from './SweepstakeImage';
import type { EnterError } from './useEnter';

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

/** A whole number of entries typed in the box, or null while it holds anything else. */
function parseEntries(text: string): number | null {
  return /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null;
}

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
  const limit = entryLimit(s, balance);
  const remaining = remainingEntries(s);
  const [text, setText] = useState(() => (limit > 0 ? '1' : '0'));
  const typed = parseEntries(text);
  const entries = typed ?? 0;
  const valid = typed !== null && typed >= 1 && typed <= limit;
  const total = entries * s.entry_cost;
  const inputId = useId();
  const set = (n: number) => setText(String(Math.min(limit, Math.max(limit > 0 ? 1 : 0, n))));

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
                onClick={() => set(entries - 1)}
                disabled={busy || entries <= 1}
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <RemoveIcon />
              </IconButton>
              <TextField
                id={inputId}
                value={text}
                onChange={(e) => setText(e.target.value.replace(/[^\d]/g, '').slice(0, 5))}
                onBlur={() => typed !== null && set(typed)}
                disabled={busy || limit === 0}
                error={!valid && limit > 0}
                size="small"
                sx={{ width: 88, flexShrink: 0, '& input': { textAlign: 'center', fontWeight: 700, fontSize: 18 } }}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'aria-describedby': `${inputId}-help` },
                }}
              />
              <IconButton
                aria-label="One entry more"
                onClick={() => set(entries + 1)}
                disabled={busy || entries >= limit}
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <AddIcon />
              </IconButton>
              <Button
                size="small"
                onClick={() => set(limit)}
                disabled={busy || limit <= 1 || entries === limit}
                sx={{ whiteSpace: 'nowrap', ml: 'auto' }}
              >
                Max ({limit})
              </Button>
            </Box>
            <Typography id={`${inputId}-help`} variant="body2" color={!valid && limit > 0 ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
              {limit > 0 && !valid
                ? `Choose 1 to ${limit}`
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
              {formatPM(total)}
            </Row>
            <Row term="Your balance">{formatPM(balance)}</Row>
            <Row term="Balance after">{formatPM(balance - total)}</Row>
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
        onConfirm={() => valid && onEnter(entries)}
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
