/** The frame every config form shares: title, load states, and the Save / Reset footer. */
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Divider, Skeleton, Stack, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import type { FieldError } from '@pilotmiles/core';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { fieldMessage, type Parsed } from './configForms';

/** What the page hands each form view: pure props, no fetching inside. */
export interface ConfigEditorProps<C, D> {
  status: 'loading' | 'error' | 'ready';
  loadError: string | null;
  onRetry: () => void;
  /** The form's values; undefined until loaded. */
  draft: D | undefined;
  onChange: (draft: D) => void;
  /** The draft differs from the loaded config. */
  dirty: boolean;
  /** A save is under way. */
  busy: boolean;
  /** A field the server refused (400), shown under that field. */
  serverError: FieldError | null;
  onSave: (config: C) => void;
  onReset: () => void;
}

/** The message to show under `field`: the client's check first, then the server's answer. */
export function errorsOf(parsed: Parsed<unknown> | null, serverError: FieldError | null) {
  return (field: string): string | undefined => {
    if (parsed && !parsed.ok && parsed.error.field === field) return fieldMessage(parsed.error);
    if (serverError?.field === field) return fieldMessage(serverError);
    return undefined;
  };
}

interface ConfigSectionProps<C, D> extends ConfigEditorProps<C, D> {
  title: string;
  icon: SvgIconComponent;
  description: ReactNode;
  parsed: Parsed<C> | null;
  children: (draft: D) => ReactNode;
}

export function ConfigSection<C, D>({
  title,
  icon: Icon,
  description,
  parsed,
  children,
  ...p
}: ConfigSectionProps<C, D>) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed || p.busy || !p.dirty) return;
    if (!parsed.ok) {
      // The message is already under the field; take the admin there.
      formRef.current?.querySelector<HTMLInputElement>(`[name="${parsed.error.field}"]`)?.focus();
      return;
    }
    p.onSave(parsed.value);
  };

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 0.5 }}>
          <Icon color="primary" />
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, maxWidth: 720 }}>
          {description}
        </Typography>

        {p.status === 'error' ? (
          <ErrorState message={p.loadError ?? ''} onRetry={p.onRetry} />
        ) : p.draft === undefined ? (
          <Stack spacing={1.5} aria-busy="true" aria-label={`Loading ${title}`}>
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={40} width="70%" />
            <Skeleton variant="rounded" height={40} width="85%" />
          </Stack>
        ) : (
          <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label={title}>
            {children(p.draft)}
            <Divider sx={{ mt: 3, mb: 2 }} />
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 1 }}>
              <Typography
                variant="body2"
                color={p.dirty ? 'warning.dark' : 'text.secondary'}
                sx={{ flex: { xs: '1 0 100%', sm: 1 } }}
                role="status"
              >
                {p.dirty ? 'Unsaved changes' : 'No changes'}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1.5, ml: 'auto' }}>
                <Button
                  type="button"
                  variant="text"
                  startIcon={<RestartAltIcon />}
                  disabled={!p.dirty || p.busy}
                  onClick={p.onReset}
                >
                  Reset
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={!p.dirty || p.busy}
                  startIcon={p.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
                  sx={{ minWidth: 104 }}
                >
                  {p.busy ? 'Saving...' : 'Save'}
                </Button>
              </Box>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
