/**
 * OffersConfig as a react-hook-form form, in the shape of the daily-config forms (configForms.ts):
 * the form holds text, `toInput` makes the body, and core's `offersConfigBody` checks it.
 * The member share stays the 0-1 number the server stores (its messages say "at most 1"); the
 * form shows what it means in percent beside it. Offer ids are typed comma- or line-separated;
 * the survey ceiling in whole dollars.
 */
import { z } from 'zod';
import { offersConfigBody, payoutToPilotMiles, type OffersConfig } from '@pilotmiles/core';
import { numberOf, type ConfigFormDef } from '../shared/configForms';
import { listOf } from '../shared/listOf';

export interface OffersValues {
  member_share: string;
  hold_rules: Array<{ above_pm: string; days: string }>;
  featured_offer_ids: string;
  survey_max_usd: string;
}

export const HOLD_RULES_MAX = 10;

type Schema = ConfigFormDef<OffersConfig, OffersValues>['schema'];

/** Core's schema, with words for a blank share or ceiling (core's bounds still decide; a blank is no default here). */
const schema = offersConfigBody.extend({
  member_share: z.number({ error: 'enter a number from 0 to 1' }).pipe(offersConfigBody.shape.member_share),
  survey_max_usd: z.number({ error: 'enter a whole number' }).pipe(offersConfigBody.shape.survey_max_usd.unwrap()),
});

export const offersForm: ConfigFormDef<OffersConfig, OffersValues> = {
  name: 'offers',
  path: '/admin/offers-config',
  schema: schema as Schema,
  toValues: (c) => ({
    member_share: String(c.member_share),
    hold_rules: c.hold_rules.map((r) => ({ above_pm: String(r.above_pm), days: String(r.days) })),
    featured_offer_ids: c.featured_offer_ids.join(', '),
    survey_max_usd: String(c.survey_max_usd),
  }),
  toInput: (v) => ({
    member_share: numberOf(v.member_share),
    hold_rules: (v.hold_rules ?? []).map((r) => ({ above_pm: numberOf(r?.above_pm), days: numberOf(r?.days) })),
    featured_offer_ids: listOf(v.featured_offer_ids),
    survey_max_usd: numberOf(v.survey_max_usd),
  }),
  ownsField: (f) =>
    /^(member_share|hold_rules(\.\d+\.(above_pm|days))?|featured_offer_ids(\.\d+)?|survey_max_usd)$/.test(f),
};

/** '= 70% of the payout · a $1.00 payout pays 70 PM' for a typed share; null while it is not a number. */
export function shareHint(text: string | undefined): string | null {
  const share = numberOf(text);
  if (share === undefined || !Number.isFinite(share)) return null;
  const percent = Math.round(share * 10_000) / 100;
  return `= ${percent}% of the payout · a $1.00 payout pays ${payoutToPilotMiles(1, share)} PM`;
}
