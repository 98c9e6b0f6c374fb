/** GET /users/notifications and the marks, with the react-query cache kept in step. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppNotification, NotificationsList, NotificationsReadAllResult } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { api } from '../../lib/api';

/** Reminders are written hourly; a 5-minute poll plus a refetch on focus is fresh enough. */
const REFETCH_MS = 5 * 60_000;

export const notificationsKey = (uid: string | undefined) => ['notifications', uid] as const;

export function useNotifications() {
  const { user } = useSession();
  return useQuery({
    queryKey: notificationsKey(user?.uid),
    queryFn: ({ signal }) => api<NotificationsList>('/users/notifications', { signal }),
    enabled: !!user,
    staleTime: 60_000,
    refetchInterval: REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

/** Marks shown in the cache at once; the server's list replaces them when the call settles. */
export function useMarkNotificationsRead() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = notificationsKey(user?.uid);

  const markLocally = (isTarget: (n: AppNotification) => boolean) =>
    queryClient.setQueryData<NotificationsList>(key, (list) => {
      if (!list) return list;
      const newlyRead = list.items.filter((n) => !n.read && isTarget(n)).length;
      return {
        items: list.items.map((n) => (isTarget(n) ? { ...n, read: true } : n)),
        // Unread ones beyond the listed 20 are only cleared by "mark all".
        unread: Math.max(0, list.unread - newlyRead),
      };
    });
  const settle = () => queryClient.invalidateQueries({ queryKey: key });

  const markOne = useMutation({
    mutationFn: (id: string) =>
      api<AppNotification>(`/users/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onMutate: (id) => markLocally((n) => n.id === id),
    onSettled: settle,
  });
  const markAll = useMutation({
    mutationFn: () => api<NotificationsReadAllResult>('/users/notifications/read-all', { method: 'POST' }),
    onMutate: () => {
      markLocally(() => true);
      queryClient.setQueryData<NotificationsList>(key, (list) => list && { ...list, unread: 0 });
    },
    onSettled: settle,
  });
  return { markOne, markAll };
}
