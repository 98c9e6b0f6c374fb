/**
 * The header's bell: a badge with the unread count and, on click, a panel with the newest
 * notifications (NotificationsPanel, loaded on demand). A pure view: the data and the actions come
 * in as props (NotificationsBell wires them).
 */
import { useId, useState } from 'react';
import { Badge, IconButton } from '@mui/material';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { AppNotification } from '@pilotmiles/core';
import { deferred } from '../../components/deferred';

/** The panel loads when the bell is first pointed at, focused or opened (NotificationsPanel.tsx). */
export const NotificationsPanel = deferred(() => import('./NotificationsPanel').then((m) => m.NotificationsPanel));

export type NotificationsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; items: AppNotification[]; unread: number };

export interface NotificationsBellViewProps {
  state: NotificationsState;
  /** Chosen from the list: the container marks it read and follows its url. */
  onOpenItem: (notification: AppNotification) => void;
  onMarkAllRead: () => void;
  /** "Mark all as read" is on its way. */
  markingAll?: boolean;
  /** The clock for "5 min ago" (tests pin it); the device clock otherwise. */
  now?: number;
}

export function NotificationsBellView({
  state,
  onOpenItem,
  onMarkAllRead,
  markingAll,
  now,
}: NotificationsBellViewProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const unread = state.status === 'ready' ? state.unread : 0;
  const close = () => setAnchor(null);
  // Mounted from the first opening on, so it can animate closed.
  const [used, setUsed] = useState(false);
  if (anchor && !used) setUsed(true);

  return (
    <>
      <IconButton
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? panelId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={() => void NotificationsPanel.preload()}
        onFocus={() => void NotificationsPanel.preload()}
        sx={{ flexShrink: 0 }}
      >
        <Badge badgeContent={unread} max={99} color="error" data-testid="notifications-badge">
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      {used && (
        <NotificationsPanel
          id={panelId}
          open={!!anchor}
          anchor={anchor}
          onClose={close}
          state={state}
          onOpenItem={onOpenItem}
          onMarkAllRead={onMarkAllRead}
          markingAll={markingAll}
          now={now ?? Date.now()}
        />
      )}
    </>
  );
}
