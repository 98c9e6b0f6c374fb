/** The bell wired to GET /users/notifications and the marks. */
import { useNavigate } from 'react-router-dom';
import type { AppNotification } from '@pilotmiles/core';
import { ApiError, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { NotificationsBellView, type NotificationsState } from './NotificationsBellView';
import { useMarkNotificationsRead, useNotifications } from './notificationsApi';
import { isAppPath } from './appPath';

export function NotificationsBell() {
  const query = useNotifications();
  const { markOne, markAll } = useMarkNotificationsRead();
  const navigate = useNavigate();
  const toast = useToast();

  const state: NotificationsState = query.data
    ? { status: 'ready', items: query.data.items, unread: query.data.unread }
    : query.isError
      ? { status: 'error', message: errorMessage(query.error), onRetry: () => void query.refetch() }
      : { status: 'loading' };

  const open = (n: AppNotification) => {
    // The mark is shown at once and sent in the background: following the link does not wait for it.
    if (!n.read) markOne.mutate(n.id);
    if (isAppPath(n.url)) navigate(n.url);
  };

  return (
    <NotificationsBellView
      state={state}
      onOpenItem={open}
      onMarkAllRead={() =>
        markAll.mutate(undefined, {
          // A 403 already runs the session-expired flow, with its own message.
          onError: (err) => {
            if (!(err instanceof ApiError && err.status === 403)) toast.error(errorMessage(err));
          },
        })
      }
      markingAll={markAll.isPending}
    />
  );
}
