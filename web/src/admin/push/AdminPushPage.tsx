/** /admin/push: compose and send staff push broadcasts, and the recent ones. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushBroadcast, PushBroadcastBody } from '@pilotmiles/core';
import { useToast } from '../../lib/toast';
import type { PagedListState } from '../shared/usePagedList';
import { AdminPushView } from './AdminPushView';
import { BROADCASTS_KEY, fetchBroadcasts, sendBroadcast } from './pushApi';

const noop = () => {};
/** How often the list refreshes while a broadcast is sending. */
const SENDING_POLL_MS = 3000;

export default function AdminPushPage() {
  const toast = useToast();
  const client = useQueryClient();
  // A broadcast is sent by tasks after POST answers: refresh its progress until none is sending.
  const query = useQuery({
    queryKey: BROADCASTS_KEY,
    queryFn: fetchBroadcasts,
    refetchInterval: (q) => (q.state.data?.some((b) => b.status === 'sending') ? SENDING_POLL_MS : false),
  });
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
      toast.success(result.test ? 'Test is being sent to your devices' : 'Broadcast is being sent: its progress shows below');
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
