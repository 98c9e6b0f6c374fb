/**
 * An embedded tool's page (/admin/grafana-embedded, /admin/external-iframe): the configured tool
 * in a sandboxed frame, or a clear 'Not configured' state with the form to set it. The form checks
 * the allow-list as staff type (core's embedUrlProblem); the server decides, and its message shows
 * under the field it names.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { EMBED_ALLOWED_HOSTS, embedUrlProblem, type EmbeddedTool, type EmbeddedToolName, type EmbeddedToolsConfig } from '@pilotmiles/core';

export const NOT_CONFIGURED = 'Not configured';
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

export interface EmbeddedToolViewProps {
  tool: EmbeddedToolName;
  /** The page's heading, e.g. 'Grafana'. */
  heading: string;
  status: 'loading' | 'error' | 'ready';
  loadError?: string | null;
  onRetry?: () => void;
  config?: EmbeddedToolsConfig;
  saving?: boolean;
  /** A refusal from the server: under the field it names when the form has it, else above the buttons. */
  saveError?: { field?: string; message: string } | null;
  onSave: (config: EmbeddedToolsConfig) => Promise<unknown> | void;
}

interface ToolValues {
  url: string;
  title: string;
}

const toolSchema = (extra: readonly string[]) =>
  z
    .object({
      url: z.string().trim().min(1, 'required'),
      title: z.string().trim().min(1, 'required').max(80, 'must be at most 80 characters'),
    })
    .superRefine((v, ctx) => {
      const problem = v.url ? embedUrlProblem(v.url, extra) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
    });

export function EmbeddedToolView(props: EmbeddedToolViewProps) {
  const { tool, heading, status, config } = props;
  const [editing, setEditing] = useState(false);
  if (status === 'loading')
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  if (status === 'error' || !config)
    return (
      <Alert severity="error" action={props.onRetry && <Button onClick={props.onRetry}>Retry</Button>}>
        {props.loadError ?? 'Could not load the embedded tools.'}
      </Alert>
    );
  const current = config[tool];
  const showForm = editing || !current;
  return (
    <Stack spacing={2} sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {current?.title ?? heading}
        </Typography>
        {current && !editing && (
          <Link component="button" onClick={() => setEditing(true)}>
            Change
          </Link>
        )}
      </Stack>
      {!current && (
        <Alert severity="info">
          <strong>{NOT_CONFIGURED}.</strong> Set the address of the {heading} page to show here.
        </Alert>
      )}
      {showForm ? (
        <ToolForm
          {...props}
          current={current}
          onCancel={current ? () => setEditing(false) : undefined}
          onSaved={() => setEditing(false)}
        />
      ) : (
        <ToolFrame tool={current!} />
      )}
    </Stack>
  );
}

export function ToolFrame({ tool }: { tool: EmbeddedTool }) {
  return (
    <Box
      component="iframe"
      src={tool.url}
      title={tool.title}
      sandbox={FRAME_SANDBOX}
      referrerPolicy="no-referrer"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: '100%', flex: 1, minHeight: { xs: '70vh', md: 'calc(100vh - 180px)' } }}
    />
  );
}

function ToolForm({
  tool,
  heading,
  config,
  current,
  saving,
  saveError,
  onSave,
  onCancel,
  onSaved,
}: EmbeddedToolViewProps & { current: EmbeddedTool | null; onCancel?: () => void; onSaved: () => void }) {
  const extra = config!.allowed_hosts;
  const form = useForm<ToolValues>({
    defaultValues: { url: current?.url ?? '', title: current?.title ?? heading },
    resolver: zodResolver(toolSchema(extra)),
  });
  const urlField = `${tool}.url`;
  const titleField = `${tool}.title`;
  const fieldError = (name: 'url' | 'title') =>
    form.formState.errors[name]?.message ?? (saveError?.field === (name === 'url' ? urlField : titleField) ? saveError.message : undefined);
  const otherError = saveError && saveError.field !== urlField && saveError.field !== titleField ? saveError.message : null;
  const submit = form.handleSubmit(async (values) => {
    const result = await onSave({ ...config!, [tool]: { url: values.url.trim(), title: values.title.trim() } });
    if (result !== false) onSaved();
  });
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack spacing={2}>
        <TextField
          {...form.register('url')}
          label="Address (https)"
          size="small"
          placeholder="https://yourstack.grafana.net/d/…?kiosk"
          error={!!fieldError('url')}
          helperText={fieldError('url') ?? 'Only https addresses on the allow-list below can be framed.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField {...form.register('title')} label="Title" size="small" error={!!fieldError('title')} helperText={fieldError('title')} />
        <Typography variant="body2" color="text.secondary">
          Allowed hosts ('*.' means any subdomain): {[...EMBED_ALLOWED_HOSTS, ...extra].join(', ')}. More hosts are added
          to the embedded tools config's allowed_hosts.
        </Typography>
        {otherError && <Alert severity="error">{otherError}</Alert>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
          <Button type="submit" variant="contained" disabled={saving}>
            Save
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
