/** Loads one config, keeps the admin's edits, and saves them (TanStack Query). */
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldError } from '@pilotmiles/core';
import { api, ApiError, errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/toast';
import type { ConfigEditorProps } from './ConfigSection';
import type { ConfigForm } from './configForms';

export const SAVED_MESSAGE = 'Saved';

export function useConfigEditor<C, D>(form: ConfigForm<C, D>): ConfigEditorProps<C, D> {
  const queryClient = useQueryClient();
  const toast = useToast();
  const queryKey = ['admin', 'config', form.name];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => api<C>(form.path, { signal }),
    // A refetch must not look like an edit: the draft is only replaced by Reset or a save.
    refetchOnWindowFocus: false,
  });
  // null until the admin edits: the form then shows the loaded config itself.
  const [edited, setEdited] = useState<D | null>(null);
  const [serverError, setServerError] = useState<FieldError | null>(null);
  const loaded = useMemo(() => (query.data ? form.toDraft(query.data) : undefined), [form, query.data]);
  const draft = edited ?? loaded;

  const save = useMutation({
    mutationFn: (config: C) => api<C>(form.path, { method: 'POST', body: config }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      setEdited(null);
      setServerError(null);
      toast.success(SAVED_MESSAGE);
    },
    // The edits stay in the form whatever went wrong.
    onError: (err) => {
      if (err instanceof ApiError && err.status === 400 && err.field && form.ownsField(err.field))
        setServerError({ field: err.field, message: err.message });
      else toast.error(errorMessage(err));
    },
  });

  return {
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    loadError: query.isError ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
    draft,
    onChange: (next) => {
      setEdited(next);
      setServerError(null);
    },
    dirty: Boolean(draft && loaded && form.signature(draft) !== form.signature(loaded)),
    busy: save.isPending,
    serverError,
    onSave: (config) => save.mutate(config),
    onReset: () => {
      setEdited(null);
      setServerError(null);
    },
  };
}
