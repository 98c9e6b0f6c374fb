/** Loads one config and saves it (TanStack Query: a query and a mutation), for the form views. */
import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { FieldError } from '@pilotmiles/core';
import { api, ApiError, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import type { ConfigFormProps } from './ConfigSection';
import type { ConfigFormDef } from './configForms';

export const SAVED_MESSAGE = 'Saved';

export function useConfig<C, V extends FieldValues>(def: ConfigFormDef<C, V>): ConfigFormProps<C> {
  const queryClient = useQueryClient();
  const toast = useToast();
  const queryKey = ['admin', 'config', def.name];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => api<C>(def.path, { signal }),
    // A refetch must not replace what the admin is typing: the form restarts only after a save.
    refetchOnWindowFocus: false,
  });

  const save = useMutation({
    mutationFn: (config: C) => api<C>(def.path, { method: 'POST', body: config }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast.success(SAVED_MESSAGE);
    },
    // The edits stay in the form whatever went wrong; a refusal of a field the form shows goes
    // under that field, anything else is a toast.
    onError: (err) => {
      if (!ownedRefusal(err, def)) toast.error(errorMessage(err));
    },
  });

  const { error } = save;
  const serverError = useMemo<FieldError | null>(
    () => (ownedRefusal(error, def) ? { field: error.field!, message: error.message } : null),
    [error, def],
  );

  return {
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    loadError: query.isError ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
    config: query.data,
    saving: save.isPending,
    serverError,
    onSave: (config) => save.mutate(config),
  };
}

function ownedRefusal<C, V extends FieldValues>(err: unknown, def: ConfigFormDef<C, V>): err is ApiError {
  return err instanceof ApiError && err.status === 400 && !!err.field && def.ownsField(err.field);
}
