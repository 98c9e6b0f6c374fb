import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { missingCreditBody, type MissingCreditBody, type OfferActivity } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';

export interface MissingCreditFormProps {
  activity: OfferActivity;
  /** Sends the claim; a rejection's message is shown in the form (409: not allowed any more). */
  onSubmit: (body: MissingCreditBody) => Promise<unknown>;
  onCancel: () => void;
}

type Errors = Partial<Record<'event_id' | 'note', string>>;

/** Core's messages are phrased to follow a field name; under the field they start a sentence. */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * A missing-credit claim for one step of a start: which step, and what the member did. Checked
 * with core's schema, so the form and the server agree on the rules.
 */
export function MissingCreditForm({ activity, onSubmit, onCancel }: MissingCreditFormProps) {
  // Steps already credited (or waiting for their hold) are not missing.
  const steps = activity.events.filter((e) => e.status !== 'confirmed' && e.status !== 'pending');
  const [eventId, setEventId] = useState(steps.length === 1 ? steps[0]!.id : '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = missingCreditBody.safeParse({ click_id: activity.click_id, event_id: eventId, note });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'event_id') next.event_id = 'Choose the step you completed';
        else if (field === 'note') next.note ??= sentence(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const idStem = `missing-${activity.click_id}`;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`Missing credit for ${activity.offer_name}`}>
      <Stack spacing={2}>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          Completed a step but got no PilotMiles? Tell us which one and what you did, and we will check with the
          partner.
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          select
          id={`${idStem}-event`}
          label="Step you completed"
          value={eventId}
          onChange={(e) => setEventId(e.target.value)}
          error={!!errors.event_id}
          helperText={errors.event_id}
          size="small"
        >
          {steps.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={`${idStem}-note`}
          label="What did you do?"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={!!errors.note}
          helperText={errors.note ?? 'For example: installed on Nov 20 and reached level 10 on Nov 22.'}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Send claim
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
