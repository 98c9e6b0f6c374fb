/** One audit entry in the side panel: who, what, when, why, and before/after as JSON side by side (stacked on phones). */
import { Box } from '@mui/material';
import type { AdminLogEntry } from '@pilotmiles/core';
import { SidePanel } from '../shared/SidePanel';
import { Fact, Facts, JsonBlock } from '../shared/DetailParts';
import { formatDateTime } from '../shared/format';

export function LogDetailsPanel({ entry, open, onClose }: { entry: AdminLogEntry | null; open: boolean; onClose: () => void }) {
  return (
    <SidePanel item={entry} open={open} onClose={onClose} title="Audit entry" closeLabel="Close audit entry" width={820} spacing={2}>
      {(e) => (
        <>
          <Facts>
            <Fact term="When">{formatDateTime(e.created_at)}</Fact>
            <Fact term="Who">{e.actor_email ? `${e.actor_email} (${e.actor})` : e.actor}</Fact>
            <Fact term="Action">{e.action}</Fact>
            <Fact term="Target">{e.target}</Fact>
            <Fact term="Reason">{e.reason ?? '—'}</Fact>
            <Fact term="Entry id">{e.id}</Fact>
          </Facts>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <JsonBlock label="Before" value={e.before} />
            <JsonBlock label="After" value={e.after} />
          </Box>
        </>
      )}
    </SidePanel>
  );
}
