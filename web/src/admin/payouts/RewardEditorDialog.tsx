/**
 * Edit one catalogue entry, or add one (with its id): every adminRewardBody field, the price
 * previewed as staff type it, and PUT /admin/rewards/catalog/{id}. Core's schema checks as staff
 * go; a field the server refuses (400 `field`) shows under that field, anything else above Save.
 */
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Box, Button, DialogActions, DialogContent, MenuItem, TextField } from '@mui/material';
import { REWARD_CATEGORIES, REWARD_CATEGORY_LABELS, REWARD_DELIVERIES, type AdminReward } from '@pilotmiles/core';
import { api, ApiError, errorMessage } from '../../lib/api';
import { BusyButton } from '../../components/BusyButton';
import { EditorDialog } from '../shared/EditorDialog';
import { FormText } from '../shared/FormText';
import { SwitchField } from '../shared/SwitchField';
import { useAdminAction } from '../shared/useAdminAction';
import { DELIVERY_LABELS } from './catalogFormat';
import { CATALOG_KEY, rewardPath } from './payoutsApi';
import { Denominations } from './RewardFields';
import {
  NEW_REWARD,
  pricePreview,
  rewardResolver,
  rewardValuesOf,
  serverMessage,
  type RewardSubmit,
  type RewardValues,
} from './rewardForm';

export interface RewardEditorDialogProps {
  open: boolean;
  /** The entry to edit; null: a new one. */
  reward: AdminReward | null;
  /** Ids in the catalogue: a new entry may not take one. */
  takenIds: ReadonlySet<string>;
  onClose: () => void;
}

function useSaveReward() {
  return useAdminAction<RewardSubmit & { isNew: boolean }, AdminReward>({
    call: ({ id, body }) => api<AdminReward>(rewardPath(id), { method: 'PUT', body }),
    refresh: CATALOG_KEY,
    done: (saved, { isNew }) => `${saved.name} ${isNew ? 'added' : 'saved'}`,
  });
}

/** Where a refusal goes: under the field it names, when the form has that field. */
const refusedField = (err: unknown, values: RewardValues) =>
  err instanceof ApiError && err.field ? serverMessage(values, err.field, err.message) : null;

export function RewardEditorDialog({ open, reward, takenIds, onClose }: RewardEditorDialogProps) {
  const save = useSaveReward();
  return (
    <EditorDialog
      open={open}
      onClose={onClose}
      busy={save.isPending}
      title={reward ? `Edit ${reward.name}` : 'Add reward'}
      onExited={() => save.reset()}
    >
      <EditorForm key={reward?.id ?? 'new'} reward={reward} takenIds={takenIds} save={save} onClose={onClose} />
    </EditorDialog>
  );
}

function EditorForm({
  reward,
  takenIds,
  save,
  onClose,
}: Pick<RewardEditorDialogProps, 'reward' | 'takenIds' | 'onClose'> & { save: ReturnType<typeof useSaveReward> }) {
  const isNew = reward === null;
  const form = useForm<RewardValues, unknown, RewardSubmit>({
    defaultValues: reward ? rewardValuesOf(reward) : NEW_REWARD,
    resolver: rewardResolver({ isNew, takenIds }),
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as RewardValues;
  const busy = save.isPending;
  // A refusal naming a field goes under it (onError below); any other shows above the buttons.
  const refusal = save.error && !refusedField(save.error, values) ? errorMessage(save.error) : null;

  return (
    <Box
      component="form"
      noValidate
      aria-label={isNew ? 'New reward' : `Reward ${reward.id}`}
      onSubmit={form.handleSubmit((submit) =>
        save.mutate(
          { ...submit, isNew },
          {
            onSuccess: onClose,
            onError: (err) => {
              const at = refusedField(err, form.getValues());
              if (at) form.setError(at.field, { type: 'server', message: at.message }, { shouldFocus: true });
            },
          },
        ),
      )}
    >
      <DialogContent dividers>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          {isNew ? (
            <FormText
              form={form}
              name="id"
              label="Id"
              required
              disabled={busy}
              hint="Lower-case letters, digits and dashes, e.g. amazon-us. It cannot change later."
            />
          ) : (
            <TextField label="Id" value={reward.id} size="small" disabled helperText="An entry's id never changes." />
          )}
          <FormText
            form={form}
            name="provider_product_id"
            label="Provider product id"
            required
            disabled={busy}
            hint="The gift-card provider's product (never shown to members)."
          />
          <FormText form={form} name="name" label="Name" required disabled={busy} />
          <FormText form={form} name="brand" label="Brand" required disabled={busy} />
          <FormText form={form} name="category" label="Category" select disabled={busy}>
            {REWARD_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {REWARD_CATEGORY_LABELS[c]}
              </MenuItem>
            ))}
          </FormText>
          <FormText form={form} name="delivery" label="Delivery" select disabled={busy}>
            {REWARD_DELIVERIES.map((d) => (
              <MenuItem key={d} value={d}>
                {DELIVERY_LABELS[d]}
              </MenuItem>
            ))}
          </FormText>
          <FormText form={form} name="description" label="Description" multiline minRows={2} disabled={busy} wide />
          <FormText
            form={form}
            name="terms"
            label="Terms"
            multiline
            minRows={3}
            disabled={busy}
            wide
            hint="How to use it, expiry, who may redeem it."
          />
          <FormText
            form={form}
            name="image_url"
            label="Image"
            required
            disabled={busy}
            wide
            placeholder={`/images/rewards/${values.id || reward?.id || 'amazon-us'}.svg`}
            hint="A local image path such as /images/rewards/amazon-us.svg (never a link to another site)."
          />
          <FormText
            form={form}
            name="countries"
            label="Countries"
            disabled={busy}
            wide
            placeholder="US, CA"
            hint="Two-letter codes, comma-separated. Empty: everywhere."
          />
          <Denominations form={form} disabled={busy} kind={values.kind} />
          <FormText
            form={form}
            name="pm_per_dollar"
            label="PM per $1"
            type="number"
            required
            disabled={busy}
            hint={pricePreview(values) ?? '100 is face value; 90 a 10% discount, 110 a 10% fee.'}
            htmlInput={{ inputMode: 'numeric', step: 1, min: 50, max: 200 }}
          />
          <FormText
            form={form}
            name="sort_order"
            label="Sort order"
            type="number"
            required
            disabled={busy}
            hint="Popularity rank: lower shows first."
            htmlInput={{ inputMode: 'numeric', step: 1, min: 0 }}
          />
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            <SwitchField
              control={form.control}
              name="active"
              label="Active"
              hint="Members see and redeem it."
              disabled={busy}
            />
            <SwitchField
              control={form.control}
              name="featured"
              label="Featured"
              hint="Shown first in the catalogue."
              disabled={busy}
            />
          </Box>
        </Box>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <BusyButton type="submit" variant="contained" busy={busy} busyLabel="Saving...">
          {isNew ? 'Add reward' : 'Save'}
        </BusyButton>
      </DialogActions>
    </Box>
  );
}
