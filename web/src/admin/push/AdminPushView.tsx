/**
 * /admin/push as a view: compose a message (checked with core's schema, messages under the
 * fields), a live preview, 'Send test to me', and 'Send' — enabled only once this exact message
 * went out as a test in this session, and confirmed in a dialog naming the audience. Each intended
 * send keeps its request id across retries, so a retried send is answered, not repeated.
 * Below: the recent broadcasts (loading, empty, error).
 */
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import type { PushAudience, PushBroadcast, PushBroadcastBody, PushBroadcastResult, PushMessage } from '@pilotmiles/core';
import { BusyButton } from '../../components/BusyButton';
import { ConfirmActionDialog } from '../shared/ConfirmActionDialog';
import { PagedListView } from '../shared/PagedListView';
import type { PagedListState } from '../shared/usePagedList';
import { BroadcastsList } from './BroadcastsList';
import { PushPreview } from './PushPreview';
import {
  checkAudience,
  checkMessage,
  describeAudience,
  EMPTY_PUSH_FORM,
  MAX_ACTIONS,
  messageKey,
  newBroadcastId,
  type AudienceKind,
  type PushFormErrors,
  type PushFormValues,
} from './pushForm';

export const NO_BROADCASTS = 'No broadcasts yet';
export const TEST_FIRST = 'Send this message as a test to yourself first; Send unlocks once it went out.';

export interface AdminPushViewProps {
  /** POST /admin/push/broadcasts; rejects with the API's error (a field-named 400 shows under the field). */
  onSend: (body: PushBroadcastBody) => Promise<PushBroadcastResult>;
  list: PagedListState<PushBroadcast>;
}

const AUDIENCES: { value: AudienceKind; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'country', label: 'Members in a country' },
  { value: 'active', label: 'Active in the last N days' },
  { value: 'member', label: 'One member' },
];

/** The server names fields like 'message.title' or 'audience.country'; the form's are 'title', 'country'. */
const formField = (field: string | undefined) => field?.replace(/^(message|audience)\./, '');

export function AdminPushView({ onSend, list }: AdminPushViewProps) {
  const [values, setValues] = useState<PushFormValues>(EMPTY_PUSH_FORM);
  const [shown, setShown] = useState<{ message: boolean; audience: boolean }>({ message: false, audience: false });
  const [serverErrors, setServerErrors] = useState<PushFormErrors>({});
  const [testedKey, setTestedKey] = useState<string | null>(null);
  const [busy, setBusy] = useState<'test' | 'send' | null>(null);
  const [confirm, setConfirm] = useState<{ message: PushMessage; audience: PushAudience } | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  /** The intended send in flight or last failed: its body (without the id) and the id it keeps. */
  const pending = useRef<{ key: string; id: string } | null>(null);

  const message = useMemo(() => checkMessage(values), [values]);
  const audience = useMemo(() => checkAudience(values), [values]);
  const errors: PushFormErrors = {
    ...(shown.message && !message.ok ? message.errors : {}),
    ...(shown.audience && !audience.ok ? audience.errors : {}),
    ...serverErrors,
  };
  const tested = message.ok && testedKey === messageKey(message.value);

  const set = (patch: Partial<PushFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors({});
  };
  const text = (name: 'title' | 'body' | 'url' | 'icon' | 'country' | 'days' | 'uid') => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [name]: e.target.value }),
    error: !!errors[name],
    helperText: errors[name],
    size: 'small' as const,
    fullWidth: true,
  });
  const setAction = (i: number, patch: Partial<PushFormValues['actions'][number]>) =>
    set({ actions: values.actions.map((a, j) => (j === i ? { ...a, ...patch } : a)) });

  async function submit(test: boolean, m: PushMessage, a: PushAudience): Promise<boolean> {
    const body = { message: m, audience: a, test };
    const key = JSON.stringify(body);
    if (pending.current?.key !== key) pending.current = { key, id: newBroadcastId() };
    setBusy(test ? 'test' : 'send');
    try {
      await onSend({ ...body, request_id: pending.current.id });
      pending.current = null;
      if (test) setTestedKey(messageKey(m));
      return true;
    } catch (err) {
      const e = err as { field?: string; message?: string; status?: number };
      const field = formField(e.field);
      if (e.status === 400 && field && field !== 'request_id') setServerErrors({ [field]: e.message ?? '' });
      // A 400 or 404 will not change on retry: the next try is another intended send.
      if (e.status === 400 || e.status === 404) pending.current = null;
      if (!test) setConfirmError(e.message ?? 'An error occurred');
      return false;
    } finally {
      setBusy(null);
    }
  }

  function sendTest() {
    setShown((s) => ({ ...s, message: true }));
    // The audience is kept with the test for the record; a bad one does not stop a test to oneself.
    const a: PushAudience = audience.ok ? audience.value : { kind: 'everyone' };
    if (message.ok) void submit(true, message.value, a);
  }

  function askSend() {
    setShown({ message: true, audience: true });
    if (!message.ok || !audience.ok || !tested) return;
    setConfirmError(null);
    setConfirm({ message: message.value, audience: audience.value });
  }

  async function confirmSend() {
    if (!confirm) return;
    if (await submit(false, confirm.message, confirm.audience)) setConfirm(null);
  }

  const preview = message.ok ? message.value : null;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Push
        </Typography>
        <Typography color="text.secondary">
          Send a notification to every member, a segment or one member. Try it on your own devices first; every send is
          recorded in the audit log.
        </Typography>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" component="form" aria-label="Compose a push" noValidate onSubmit={(e) => e.preventDefault()} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <TextField label="Title" {...text('title')} />
            <TextField label="Body" multiline minRows={2} {...text('body')} />
            <TextField label="Link" placeholder="/earn or https://..." {...text('url')} helperText={errors.url ?? 'Where a click leads'} />
            <TextField label="Icon (optional)" placeholder="/images/... or https://..." {...text('icon')} />

            <Stack spacing={1}>
              <Typography variant="subtitle2">Action buttons</Typography>
              {values.actions.map((a, i) => (
                <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                  <TextField
                    label={`Button ${i + 1} label`}
                    size="small"
                    fullWidth
                    sx={{ flex: { sm: '1 1 0' } }}
                    value={a.title}
                    onChange={(e) => setAction(i, { title: e.target.value })}
                    error={!!errors[`actions.${i}.title`]}
                    helperText={errors[`actions.${i}.title`]}
                  />
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flex: { sm: '1 1 0' } }}>
                    <TextField
                      label={`Button ${i + 1} action`}
                      placeholder="open, or a link"
                      size="small"
                      fullWidth
                      value={a.action}
                      onChange={(e) => setAction(i, { action: e.target.value })}
                      error={!!errors[`actions.${i}.action`]}
                      helperText={errors[`actions.${i}.action`]}
                    />
                    <IconButton aria-label={`Remove button ${i + 1}`} onClick={() => set({ actions: values.actions.filter((_, j) => j !== i) })}>
                      <CloseIcon />
                    </IconButton>
                  </Stack>
                </Stack>
              ))}
              {errors.actions && <Typography color="error" variant="caption">{errors.actions}</Typography>}
              <Box>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  disabled={values.actions.length >= MAX_ACTIONS}
                  onClick={() => set({ actions: [...values.actions, { action: '', title: '' }] })}
                >
                  Add a button
                </Button>
              </Box>
            </Stack>

            <TextField
              select
              label="Audience"
              size="small"
              fullWidth
              value={values.audience}
              onChange={(e) => set({ audience: e.target.value as AudienceKind })}
              error={!!errors.kind}
              helperText={errors.kind}
            >
              {AUDIENCES.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            {values.audience === 'country' && <TextField label="Country code" placeholder="US" {...text('country')} helperText={errors.country ?? 'Two letters, as in the sign-in record'} />}
            {values.audience === 'active' && <TextField label="Signed in within the last days" type="number" {...text('days')} />}
            {values.audience === 'member' && <TextField label="Member id" {...text('uid')} />}

            {!tested && <Alert severity="info">{TEST_FIRST}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <BusyButton variant="outlined" busy={busy === 'test'} busyLabel="Sending test..." disabled={busy !== null} onClick={sendTest}>
                Send test to me
              </BusyButton>
              <Button variant="contained" disabled={!tested || busy !== null} onClick={askSend}>
                Send
              </Button>
            </Stack>
          </Stack>
        </Paper>

        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 }, display: 'flex', justifyContent: 'center' }}>
          <PushPreview
            title={values.title}
            body={values.body}
            url={preview?.url ?? values.url}
            icon={preview?.icon ?? null}
            actions={values.actions.filter((a) => a.title.trim() !== '')}
          />
        </Box>
      </Box>

      <Typography variant="h6" component="h2">
        Recent broadcasts
      </Typography>
      <PagedListView {...list} label="broadcasts" empty={NO_BROADCASTS}>
        {(items) => <BroadcastsList items={items} />}
      </PagedListView>

      <ConfirmActionDialog
        open={confirm !== null}
        title={`Send to ${confirm ? describeAudience(confirm.audience) : ''}?`}
        summary={
          <>
            “{confirm?.message.title}” goes out to {confirm ? describeAudience(confirm.audience) : ''} now. It cannot be
            taken back.
          </>
        }
        confirmLabel="Send now"
        busyLabel="Sending..."
        busy={busy === 'send'}
        error={confirmError}
        onClose={() => setConfirm(null)}
        onConfirm={() => void confirmSend()}
      />
    </Stack>
  );
}
