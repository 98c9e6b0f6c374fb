/** Toasts with the SPEC §9 durations: error 4 s, success 2 s, others 4 s, loading until dismissed. */
import { useMemo } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { TOAST } from '@pilotmiles/core';

export interface Toast {
  error: (message: string) => SnackbarKey;
  success: (message: string) => SnackbarKey;
  info: (message: string) => SnackbarKey;
  /** Stays until dismissed with the returned key. */
  loading: (message: string) => SnackbarKey;
  dismiss: (key?: SnackbarKey) => void;
}

export function useToast(): Toast {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      error: (m) => enqueueSnackbar(m, { variant: 'error', autoHideDuration: TOAST.errorMs }),
      success: (m) => enqueueSnackbar(m, { variant: 'success', autoHideDuration: TOAST.successMs }),
      info: (m) => enqueueSnackbar(m, { variant: 'default', autoHideDuration: TOAST.defaultMs }),
      loading: (m) => enqueueSnackbar(m, { variant: 'info', persist: true }),
      dismiss: (key) => closeSnackbar(key),
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}
