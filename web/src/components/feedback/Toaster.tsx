/** The toaster: notistack's provider, fed by lib/toast's requests. */
import { useEffect } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import { TOAST } from '@pilotmiles/core';
import { registerToaster } from '../../lib/toast';

export function Toaster() {
  useEffect(
    () =>
      registerToaster({
        show: ({ key, message, variant, autoHideDuration }) =>
          enqueueSnackbar(message, {
            key,
            variant,
            ...(autoHideDuration === null ? { persist: true } : { autoHideDuration }),
          }),
        dismiss: (key) => closeSnackbar(key),
      }),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={TOAST.maxSnack}
      autoHideDuration={TOAST.defaultMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
}
