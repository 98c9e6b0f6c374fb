/**
 * PayoutsConfig as a react-hook-form form, in the shape of the other config forms (configForms.ts):
 * numbers are held as typed text, switches as booleans; `toInput` makes the body and core's
 * `payoutsConfigBody` checks it, with its messages worded for staff.
 */
import { payoutsConfigBody, type PayoutsConfig } from '@pilotmiles/core';
import { numberOf, type ConfigFormDef, type ConfigSchema } from '../shared/configForms';
import { PAYOUTS_CONFIG_PATH } from './payoutsApi';

export const NUMBER_FIELDS = [
  'auto_approve_max_usd',
  'min_account_age_days',
  'reversal_lookback_days',
  'kyc_lifetime_usd',
  'max_attempts',
] as const;
export const SWITCH_FIELDS = ['check_login_country', 'kyc_for_cash'] as const;

type NumberField = (typeof NUMBER_FIELDS)[number];
type SwitchField = (typeof SWITCH_FIELDS)[number];

export type PayoutsValues = Record<NumberField, string> & Record<SwitchField, boolean>;

export const payoutsForm: ConfigFormDef<PayoutsConfig, PayoutsValues> = {
  name: 'payouts',
  path: PAYOUTS_CONFIG_PATH,
  schema: payoutsConfigBody as ConfigSchema<PayoutsConfig>,
  toValues: (c) => ({
    ...(Object.fromEntries(NUMBER_FIELDS.map((f) => [f, String(c[f])])) as Record<NumberField, string>),
    check_login_country: c.check_login_country,
    kyc_for_cash: c.kyc_for_cash,
  }),
  toInput: (v) => ({
    ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, numberOf(v[f])])),
    check_login_country: v.check_login_country,
    kyc_for_cash: v.kyc_for_cash,
  }),
  ownsField: (f) =>
    (NUMBER_FIELDS as readonly string[]).includes(f) || (SWITCH_FIELDS as readonly string[]).includes(f),
};
