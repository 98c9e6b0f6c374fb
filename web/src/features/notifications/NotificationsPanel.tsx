/**
 * The bell's panel: the newest notifications in a popover. Its own module, loaded when the bell is
 * first pointed at, focused or opened (NotificationsBellView), so a member's first screen does not
 * carry MUI's Popover, Modal and transitions for a panel that opens on a click.
 */
import { Box, Button, CircularProgress, List, ListItemButton, Popover, Stack, Typography } from '@mui/material';
import type { AppNotification } from '@pilotmiles/core';
import { relativeTime } from './relativeTime';
import { visuallyHiddenSx } from '../../components/visuallyHiddenSx';
import type { NotificationsState } from './NotificationsBellView';

export const EMPTY_TEXT = 'No notifications yet';

export interface NotificationsPanelProps {
  id: string;
  open: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
  state: NotificationsState;
  onOpenItem: (notification: AppNotification) => void;
  onMarkAllRead: () => void;
  markingAll?: boolean;
  now: number;
}

export function NotificationsPanel({
  id: panelId,
  open,
  anchor,
  onClose,
  state,
  onOpenItem,
  onMarkAllRead,
  markingAll,
  now,
}: NotificationsPanelProps) {
  const unread = state.status === 'ready' ? state.unread : 0;
  return (
    <Popover
      id={panelId}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
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
          onClose();
          onOpenItem(n);
        }}
      />
    </Popover>
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
