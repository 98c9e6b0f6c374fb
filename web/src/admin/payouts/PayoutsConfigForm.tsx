/** The review and KYC rules (config/payouts), with what each does from docs/rewards.md. */
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import type { PayoutsConfig } from '@pilotmiles/core';
import { ConfigSection, type ConfigFormProps, type FieldsProps } from '../shared/ConfigSection';
import { NumberField } from '../shared/NumberField';
import { SwitchField } from '../shared/SwitchField';
import { payoutsForm, type PayoutsValues } from './payoutsConfigForm';

export type PayoutsConfigFormProps = ConfigFormProps<PayoutsConfig>;

export function PayoutsConfigForm(props: PayoutsConfigFormProps) {
  return (
    <ConfigSection
      {...props}
      def={payoutsForm}
      title="Review settings"
      icon={GppMaybeOutlinedIcon}
      description="Which payouts wait for staff, when members must verify their identity, and how often the provider is tried. A member's first payout always goes to review, and so does any payout with a risk flag. Changes apply to redemptions after saving."
    >
      {(fields) => <PayoutsFields {...fields} />}
    </ConfigSection>
  );
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

function PayoutsFields({ form, disabled }: FieldsProps<PayoutsConfig, PayoutsValues>) {
  const { control } = form;
  return (
    <Stack spacing={3}>
      <Group title="Review">
        <Box sx={grid}>
          <NumberField
            control={control}
            name="auto_approve_max_usd"
            label="Auto-approve up to ($)"
            hint="Later payouts up to this value are approved automatically."
            disabled={disabled}
          />
          <NumberField
            control={control}
            name="min_account_age_days"
            label="Minimum account age (days)"
            hint="Younger accounts go to review."
            disabled={disabled}
          />
          <NumberField
            control={control}
            name="reversal_lookback_days"
            label="Reversal lookback (days)"
            hint="An offer reversal in this window sends payouts to review."
            disabled={disabled}
          />
        </Box>
        <SwitchField
          control={control}
          name="check_login_country"
          label="Check the login country"
          hint="Review when the country the server saw at the last login or at the redemption differs from the member's."
          disabled={disabled}
        />
      </Group>
      <Group title="Identity verification (KYC)">
        <SwitchField
          control={control}
          name="kyc_for_cash"
          label="KYC for cash"
          hint="Verify the member's identity before their first cash payout."
          disabled={disabled}
        />
        <Box sx={grid}>
          <NumberField
            control={control}
            name="kyc_lifetime_usd"
            label="KYC above lifetime ($)"
            hint="KYC once redeemed dollars (not refunded) would pass this."
            disabled={disabled}
          />
        </Box>
      </Group>
      <Group title="Fulfilment">
        <Box sx={grid}>
          <NumberField
            control={control}
            name="max_attempts"
            label="Provider attempts"
            min={1}
            hint="Attempts before a payout is marked failed for staff."
            disabled={disabled}
          />
        </Box>
      </Group>
    </Stack>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}
