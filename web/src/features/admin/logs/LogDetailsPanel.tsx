/** One audit entry in the side panel: who, what, when, why, and before/after as JSON side by side (stacked on phones). */
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import type { AdminLogEntry, JsonValue } from '@pilotmiles/core';
import { SidePanel } from '../shared/SidePanel';
import { formatDateTime } from '../shared/format';

const pretty = (value: JsonValue) => (value === null ? 'null' : JSON.stringify(value, null, 2));

function Json({ label, value }: { label: string; value: JsonValue }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {label}
      </Typography>
      <Paper
        variant="outlined"
        component="pre"
        aria-label={label}
        sx={{ m: 0, p: 1.5, bgcolor: 'grey.50', fontSize: 12, overflow: 'auto', maxHeight: { xs: 300, sm: '60vh' }, whiteSpace: 'pre' }}
      >
        {pretty(value)}
      </Paper>
    </Box>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

export function LogDetailsPanel({ entry, open, onClose }: { entry: AdminLogEntry | null; open: boolean; onClose: () => void }) {
  return (
    <SidePanel item={entry} open={open} onClose={onClose} title="Audit entry" closeLabel="Close audit entry" width={820} spacing={2}>
      {(e) => (
        <>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
            <Fact term="When">{formatDateTime(e.created_at)}</Fact>
            <Fact term="Who">{e.actor_email ? `${e.actor_email} (${e.actor})` : e.actor}</Fact>
            <Fact term="Action">{e.action}</Fact>
            <Fact term="Target">{e.target}</Fact>
            <Fact term="Reason">{e.reason ?? '—'}</Fact>
            <Fact term="Entry id">{e.id}</Fact>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <Json label="Before" value={e.before} />
            <Json label="After" value={e.after} />
          </Box>
        </>
      )}
    </SidePanel>
  );
}
