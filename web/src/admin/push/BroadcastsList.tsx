/** The recent broadcasts under the form: title, audience, who sent it, when, what went out, and whether it is still sending. */
import { Chip, Paper, Stack, Typography } from '@mui/material';
import type { PushBroadcast } from '@pilotmiles/core';
import { formatDateTime } from '../shared/format';
import { describeAudience } from './pushForm';

export function BroadcastsList({ items }: { items: PushBroadcast[] }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Recent broadcasts">
      {items.map((b) => (
        <Paper component="li" key={b.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ justifyContent: 'space-between' }}>
            <Stack sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{b.message.title}</Typography>
                {b.test && <Chip size="small" label="Test" />}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {b.test ? 'To the sender only' : `To ${describeAudience(b.audience)}`} · by {b.sent_by_email ?? b.sent_by} ·{' '}
                {formatDateTime(b.created_at)}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
              {/* Pages are sent by tasks after the request: the figures so far, until the last page is done. */}
              {b.status === 'sending' && <Chip size="small" color="info" label="Sending" />}
              <Typography variant="body2">
                {b.recipients} {b.recipients === 1 ? 'member' : 'members'} · {b.delivered} delivered
                {b.status === 'sending' ? ' so far' : ''}
              </Typography>
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
