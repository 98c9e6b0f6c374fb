/** One event in the side panel: type, when, member, session, page, and its event_data as JSON. */
import type { AdminEvent } from '@pilotmiles/core';
import { SidePanel } from '../shared/SidePanel';
import { Fact, Facts, JsonBlock } from '../shared/DetailParts';
import { formatDateTime } from '../shared/format';

export function EventDetailsPanel({ event, open, onClose }: { event: AdminEvent | null; open: boolean; onClose: () => void }) {
  return (
    <SidePanel item={event} open={open} onClose={onClose} title="Event" closeLabel="Close event" width={560} spacing={2}>
      {(e) => (
        <>
          <Facts>
            <Fact term="Type">{e.event_type}</Fact>
            <Fact term="When">{formatDateTime(e.created_at)}</Fact>
            <Fact term="Member">{e.uid ?? 'Signed out'}</Fact>
            <Fact term="Session">{e.session_id}</Fact>
            <Fact term="Page">{e.page_url ?? '—'}</Fact>
            <Fact term="Event id">{e.id}</Fact>
          </Facts>
          <JsonBlock label="Event data" value={e.event_data} />
        </>
      )}
    </SidePanel>
  );
}
