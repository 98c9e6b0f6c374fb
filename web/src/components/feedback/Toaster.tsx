/** The toaster: notistack's provider, fed by lib/toast's requests. */
import { useEffect } from 'react';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import { Box, Button } from '@mui/material';
import { TOAST } from '@pilotmiles/core';
import { registerToaster, type ToastRequest } from '../../lib/toast';

/** A toast with a title and/or buttons (a foreground push); plain toasts stay a string. */
function content({ title, message }: ToastRequest) {
  if (!title) return message;
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      {message && <Box component="span">{message}</Box>}
    </Box>
  );
}

export function Toaster() {
  useEffect(
    () =>
      registerToaster({
        show: (request) => {
          const { key, variant, autoHideDuration, actions, position } = request;
          enqueueSnackbar(content(request), {
            key,
            variant,
            ...(autoHideDuration === null ? { persist: true } : { autoHideDuration }),
            ...(position === 'top-right' ? { anchorOrigin: { vertical: 'top', horizontal: 'right' } } : {}),
            ...(actions?.length
              ? {
                  action: (snackKey) =>
                    actions.map((a) => (
                      <Button
                        key={a.label}
                        color="inherit"
                        size="small"
                        onClick={() => {
                          closeSnackbar(snackKey);
                          a.onClick();
                        }}
                      >
                        {a.label}
                      </Button>
                    )),
                }
              : {}),
          });
        },
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
