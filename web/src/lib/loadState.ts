import { errorMessage } from './api';

/** A query's load as views show it: loading, ready, or the failure's message with a way to ask again. */
export interface LoadState {
  status: 'loading' | 'error' | 'ready';
  /** The failure's message. */
  error: string | null;
  onRetry: () => void;
}

/** The parts of a TanStack query (plain or infinite) that its load state reads. */
interface Query {
  data: unknown;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function loadState(query: Query): LoadState {
  return {
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    error: query.isError ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}
