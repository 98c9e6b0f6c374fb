/** /admin/push: compose and send staff push broadcasts, and the recent ones. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushBroadcast, PushBroadcastBody } from '@pilotmiles/core';
import { useToast } from '../../lib/toast';
import type { PagedListState } from '../shared/usePagedList';
import { AdminPushView } from './AdminPushView';
import { BROADCASTS_KEY, fetchBroadcasts, sendBroadcast } from './pushApi';

const noop = () => {};

export default function AdminPushPage() {
  const toast = useToast();
  const client = useQueryClient();
  const query = useQuery({ queryKey: BROADCASTS_KEY, queryFn: fetchBroadcasts });
  const list: PagedListState<PushBroadcast> = {
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    items: query.data ?? [],
    error: query.error?.message ?? null,
    refused: null,
    onRetry: () => void query.refetch(),
    hasMore: false,
    loadingMore: false,
    loadMoreError: null,
    onLoadMore: noop,
  };

  async function onSend(body: PushBroadcastBody) {
    try {
      const result = await sendBroadcast(body);
      const members = `${result.recipients} ${result.recipients === 1 ? 'member' : 'members'}`;
      toast.success(result.test ? `Test sent: ${result.delivered} delivered to your devices` : `Sent to ${members}: ${result.delivered} delivered`);
      return result;
    } catch (err) {
      toast.error((err as Error).message);
      throw err;
    } finally {
      void client.invalidateQueries({ queryKey: BROADCASTS_KEY });
    }
  }

  return <AdminPushView onSend={onSend} list={list} />;
}
