/**
 * The header's bell: a badge with the unread count and, on click, a panel with the newest
 * notifications. A pure view: the data and the actions come in as props (NotificationsBell wires them).
 */
import { useId, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItemButton,
  Popover,
  Stack,
  Typography,
} from '@mui/material';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { AppNotification } from '@pilotmiles/core';
import { relativeTime } from './relativeTime';
import { visuallyHiddenSx } from '../../components/visuallyHiddenSx';

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

export const EMPTY_TEXT = 'No notifications yet';

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

  return (
    <>
      <IconButton
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? panelId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        <Badge badgeContent={unread} max={99} color="error" data-testid="notifications-badge">
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Notifications',
            sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(480px, calc(100vh - 96px))', mt: 1 },
          },
        }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1,
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>Notifications</Typography>
          {state.status === 'ready' && state.items.length > 0 && (
            <Button size="small" onClick={onMarkAllRead} disabled={unread === 0 || markingAll}>
              Mark all as read
            </Button>
          )}
        </Stack>
        <Panel
          state={state}
          now={now ?? Date.now()}
          onOpenItem={(n) => {
            close();
            onOpenItem(n);
          }}
        />
      </Popover>
    </>
  );
}

function Panel({
  state,
  now,
  onOpenItem,
}: {
  state: NotificationsState;
  now: number;
  onOpenItem: (notification: AppNotification) => void;
}) {
  if (state.status === 'loading')
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label="Loading notifications" />
      </Box>
    );
  if (state.status === 'error')
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', px: 2, py: 3 }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {state.message}
        </Typography>
        <Button size="small" onClick={state.onRetry}>
          Try again
        </Button>
      </Stack>
    );
  if (state.items.length === 0)
    return <Typography sx={{ color: 'text.secondary', textAlign: 'center', px: 2, py: 4 }}>{EMPTY_TEXT}</Typography>;
  return (
    <List disablePadding aria-label="Latest notifications">
      {state.items.map((n) => (
        <ListItemButton
          key={n.id}
          divider
          onClick={() => onOpenItem(n)}
          sx={{ alignItems: 'flex-start', gap: 1.25, py: 1.25, bgcolor: n.read ? undefined : 'action.hover' }}
        >
          <Box
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              mt: 0.9,
              borderRadius: '50%',
              flexShrink: 0,
              bgcolor: n.read ? 'transparent' : 'error.main',
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: n.read ? 500 : 700 }}>
              {n.title}
              {!n.read && (
                <Box component="span" sx={visuallyHiddenSx}>
                  {' '}
                  (unread)
                </Box>
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {n.body}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={n.created_at}>
              {relativeTime(n.created_at, now)}
            </Typography>
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
}
