/** Offer settings (config/offers): member share, hold rules, featured offers, the survey ceiling. */
import { Controller, useFieldArray, useWatch, type FieldError as FormFieldError, type FieldErrors } from 'react-hook-form';
import { Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import type { OffersConfig } from '@pilotmiles/core';
import { ConfigSection, type ConfigFormProps, type FieldsProps } from '../shared/ConfigSection';
import { NumberField } from '../shared/NumberField';
import { RowButton } from '../shared/RowButton';
import { listOf } from '../shared/listOf';
import { HOLD_RULES_MAX, offersForm, shareHint, type OffersValues } from './offersConfigForm';

export type OffersConfigFormProps = ConfigFormProps<OffersConfig>;

export function OffersConfigForm(props: OffersConfigFormProps) {
  return (
    <ConfigSection
      {...props}
      def={offersForm}
      title="Offer settings"
      icon={TuneIcon}
      description="How network payouts become PilotMiles, how long pending and large approved conversions wait, which offers /start-earning features, and the most one survey pays at once. Changes apply to syncs and postbacks after saving."
    >
      {(fields) => <OffersFields {...fields} />}
    </ConfigSection>
  );
}

/**
 * A list field's first problem: the schema names the item ('featured_offer_ids.2'), so the message
 * quotes the item as typed.
 */
function listMessage(error: FieldErrors<OffersValues>['featured_offer_ids'] | undefined, typed: string | undefined) {
  if (!error) return undefined;
  if (error.message) return error.message;
  const items = listOf(typed);
  const entries = Object.entries(error as unknown as Record<string, FormFieldError | undefined>);
  for (const [index, item] of entries)
    if (/^\d+$/.test(index) && item?.message) return `“${items[Number(index)] ?? ''}”: ${item.message}`;
  return undefined;
}

function OffersFields({ form, disabled }: FieldsProps<OffersConfig, OffersValues>) {
  const { control } = form;
  const values = useWatch({ control });
  const errors = form.formState.errors;
  return (
    <Stack spacing={3}>
      <Controller
        control={control}
        name="member_share"
        render={({ field, fieldState }) => (
          // Not a NumberField: that one steps by whole numbers, a share is a fraction.
          <TextField
            {...field}
            inputRef={field.ref}
            label="Member share (0 to 1)"
            type="number"
            size="small"
            disabled={disabled}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? shareHint(values.member_share) ?? 'A number from 0 to 1, e.g. 0.7 for 70%'}
            sx={{ width: { xs: '100%', sm: 360 } }}
            slotProps={{ htmlInput: { inputMode: 'decimal', step: 0.05, min: 0, max: 1 } }}
          />
        )}
      />
      <HoldRules form={form} disabled={disabled} />
      <NumberField
        control={control}
        name="survey_max_usd"
        label="Survey ceiling ($)"
        hint="A survey paying more than this waits for staff to approve it here, never credited at once."
        disabled={disabled}
        sx={{ width: { xs: '100%', sm: 360 } }}
      />
      <Controller
        control={control}
        name="featured_offer_ids"
        render={({ field }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label="Featured offer ids"
            multiline
            minRows={2}
            size="small"
            disabled={disabled}
            error={!!errors.featured_offer_ids}
            helperText={
              listMessage(errors.featured_offer_ids, values.featured_offer_ids) ??
              `Comma or line separated, in the order /start-earning shows them (${listOf(values.featured_offer_ids).length} offers).`
            }
          />
        )}
      />
    </Stack>
  );
}

function HoldRules({ form, disabled }: FieldsProps<OffersConfig, OffersValues>) {
  const { control } = form;
  const rules = useFieldArray({ control, name: 'hold_rules' });
  const rulesError = form.formState.errors.hold_rules;
  const rulesMessage = rulesError?.root?.message ?? rulesError?.message;
  const count = rules.fields.length;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700 }}>
        Hold rules
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        A pending conversion waits the days of the highest rule its reward is above; under every rule it is credited at
        once.
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Hold rules">
        {rules.fields.map((rule, i) => (
          <Box
            component="li"
            key={rule.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr) auto', sm: 'minmax(0, 220px) minmax(0, 160px) auto' },
              alignItems: 'start',
              gap: 1.5,
            }}
          >
            <NumberField
              control={control}
              name={`hold_rules.${i}.above_pm`}
              label="Reward above"
              ariaLabel={`Rule ${i + 1} reward above`}
              pm
              disabled={disabled}
            />
            <NumberField
              control={control}
              name={`hold_rules.${i}.days`}
              label="Wait (days)"
              ariaLabel={`Rule ${i + 1} days`}
              disabled={disabled}
            />
            <RowButton label={`Remove rule ${i + 1}`} disabled={disabled} onClick={() => rules.remove(i)}>
              <DeleteOutlinedIcon fontSize="small" />
            </RowButton>
          </Box>
        ))}
      </Stack>
      {count === 0 && (
        <Typography variant="body2" color="text.secondary">
          No rules: every pending conversion is credited at once.
        </Typography>
      )}
      {rulesMessage && <FormHelperText error>{rulesMessage}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1.5 }}
        disabled={disabled || count >= HOLD_RULES_MAX}
        onClick={() => rules.append({ above_pm: '', days: '' }, { shouldFocus: true })}
      >
        Add rule
      </Button>
    </Box>
  );
}
