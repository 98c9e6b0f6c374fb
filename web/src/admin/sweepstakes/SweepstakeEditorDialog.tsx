/**
 * Create a sweepstake (POST /sweepstakes, saved as a draft or published) or edit one (PATCH
 * /sweepstakes/{id} with only what changed). Core's schema checks as staff go; a field the server
 * refuses (400 `field`) shows under that field, anything else above the buttons.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Box, Button, DialogActions, DialogContent } from '@mui/material';
import type { AdminSweepstake } from '@pilotmiles/core';
import { ApiError, errorMessage } from '../../lib/api';
import { BusyButton } from '../../components/BusyButton';
import { EditorDialog } from '../shared/EditorDialog';
import { FormText } from '../shared/FormText';
import { useSaveSweepstake, type SaveSweepstake } from './sweepstakesApi';
import { ImageField, RulesField } from './SweepstakeFields';
import {
  entryCostHint,
  fromLocalInput,
  lockedFields,
  maxSpendHint,
  newSweepstakeValues,
  serverMessage,
  sweepstakeResolver,
  sweepstakeValuesOf,
  type SweepstakeValues,
} from './sweepstakeForm';

export const LOCKED_NOTE =
  'People have entered, so the prize, entry cost, max entries, dates and rules are locked: changing them would change someone’s odds or price. Title, description and image can still change. To call it off, cancel it: every entry is refunded.';

export interface SweepstakeEditorDialogProps {
  open: boolean;
  /** The sweepstake to edit; null: a new one. */
  sweepstake: AdminSweepstake | null;
  onClose: () => void;
}

type Save = ReturnType<typeof useSaveSweepstake>;

/** Where a refusal goes: under the field it names, when the form has that field. */
const refusedField = (err: unknown, values: SweepstakeValues) =>
  err instanceof ApiError && err.field ? serverMessage(err.field, err.message, values) : null;

export function SweepstakeEditorDialog({ open, sweepstake, onClose }: SweepstakeEditorDialogProps) {
  const save = useSaveSweepstake();
  return (
    <EditorDialog
      open={open}
      onClose={onClose}
      busy={save.isPending}
      title={sweepstake ? `Edit “${sweepstake.title}”` : 'New sweepstake'}
      onExited={() => save.reset()}
    >
      <EditorForm key={sweepstake?.id ?? 'new'} sweepstake={sweepstake} save={save} onClose={onClose} />
    </EditorDialog>
  );
}

/** The admin's time zone, said under the dates (they are typed and sent in it). */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function EditorForm({
  sweepstake,
  save,
  onClose,
}: Pick<SweepstakeEditorDialogProps, 'sweepstake' | 'onClose'> & { save: Save }) {
  const isNew = sweepstake === null;
  const [defaults] = useState(() => (sweepstake ? sweepstakeValuesOf(sweepstake) : newSweepstakeValues()));
  const form = useForm<SweepstakeValues, unknown, SaveSweepstake>({
    defaultValues: defaults,
    resolver: sweepstakeResolver(sweepstake),
    mode: 'onTouched',
  });
  const [entryCost, maxEntries, startDate] = useWatch({
    control: form.control,
    name: ['entry_cost', 'max_entries', 'start_date'],
  });
  const locked = lockedFields(sweepstake);
  const busy = save.isPending;
  // Which button sent the form (create): its label turns into 'Saving...'.
  const [sending, setSending] = useState<'draft' | 'scheduled' | null>(null);
  const { errors } = form.formState;
  // A refusal naming a field goes under it (onError below); any other shows above the buttons.
  const refusal = save.error && !refusedField(save.error, form.getValues()) ? errorMessage(save.error) : null;

  const submit = (status: 'draft' | 'scheduled') =>
    form.handleSubmit((values) => {
      setSending(status);
      const vars: SaveSweepstake = values.kind === 'create' ? { ...values, body: { ...values.body, status } } : values;
      save.mutate(vars, {
        onSuccess: onClose,
        onError: (err) => {
          const at = refusedField(err, form.getValues());
          if (at) form.setError(at.field, { type: 'server', message: at.message }, { shouldFocus: true });
        },
      });
    });

  const startIso = fromLocalInput(startDate ?? '');
  const startHint =
    startIso && Date.parse(startIso) <= Date.now() && (isNew || sweepstake.status === 'draft')
      ? 'Already passed: it opens for entries as soon as it is published.'
      : `Your time zone (${timeZone()}).`;

  return (
    <Box
      component="form"
      noValidate
      aria-label={isNew ? 'New sweepstake' : `Sweepstake ${sweepstake.id}`}
      onSubmit={submit('scheduled')}
    >
      <DialogContent dividers>
        {locked.size > 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {LOCKED_NOTE}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          <FormText form={form} name="title" label="Title" required wide disabled={busy} />
          <FormText
            form={form}
            name="description"
            label="Description"
            multiline
            minRows={2}
            wide
            disabled={busy}
            hint="One or two sentences on the card."
          />
          <FormText
            form={form}
            name="value"
            label="Prize value"
            type="number"
            required
            start="$"
            disabled={busy}
            locked={locked.has('value')}
            hint="Whole dollars, paid as a reward link."
            htmlInput={{ inputMode: 'numeric', step: 1, min: 1 }}
          />
          <FormText
            form={form}
            name="entry_cost"
            label="Entry cost"
            type="number"
            required
            end="PM"
            disabled={busy}
            locked={locked.has('entry_cost')}
            hint={entryCostHint(entryCost ?? '')}
            htmlInput={{ inputMode: 'numeric', step: 1, min: 1 }}
          />
          <FormText
            form={form}
            name="max_entries"
            label="Max entries per member"
            type="number"
            required
            disabled={busy}
            locked={locked.has('max_entries')}
            hint={maxSpendHint({ entry_cost: entryCost ?? '', max_entries: maxEntries ?? '' })}
            htmlInput={{ inputMode: 'numeric', step: 1, min: 1 }}
          />
          <Box
            sx={{
              gridColumn: '1 / -1',
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <FormText
              form={form}
              name="start_date"
              label="Starts"
              type="datetime-local"
              required
              disabled={busy}
              locked={locked.has('start_date')}
              hint={startHint}
            />
            <FormText
              form={form}
              name="end_date"
              label="Ends"
              type="datetime-local"
              required
              disabled={busy}
              locked={locked.has('end_date')}
              hint="Entries close then, and the winner is drawn."
            />
          </Box>
          <ImageField form={form} disabled={busy} />
          <RulesField form={form} disabled={busy} locked={locked.has('rules')} />
        </Box>
        {errors.root?.message && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {errors.root.message}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {isNew ? (
          <>
            <BusyButton
              variant="outlined"
              busy={busy && sending === 'draft'}
              disabled={busy}
              busyLabel="Saving..."
              onClick={submit('draft')}
            >
              Save as draft
            </BusyButton>
            <BusyButton
              type="submit"
              variant="contained"
              busy={busy && sending === 'scheduled'}
              disabled={busy}
              busyLabel="Publishing..."
            >
              Publish
            </BusyButton>
          </>
        ) : (
          <BusyButton type="submit" variant="contained" busy={busy} busyLabel="Saving...">
            Save
          </BusyButton>
        )}
      </DialogActions>
    </Box>
  );
}
