/** The staff actions on a conversion: which status allows which, and how each is worded. */
import { formatPM, type AdminConversion, type AdminConversionPatch, type ConversionStatus } from '@pilotmiles/core';

export type ConversionAction = AdminConversionPatch['action'];

/** The server's rule (PATCH /admin/swaarm-conversions): approve or reject a pending one, reverse a confirmed one. */
export const ACTIONS_BY_STATUS: Readonly<Record<ConversionStatus, readonly ConversionAction[]>> = {
  pending: ['approve', 'reject'],
  confirmed: ['reverse'],
  rejected: [],
  reversed: [],
};

interface ActionWording {
  /** The row's button. */
  label: string;
  title: string;
  confirm: string;
  color: 'success' | 'error' | 'primary';
  effect: (c: AdminConversion) => string;
  done: string;
}

export const ACTION_WORDING: Readonly<Record<ConversionAction, ActionWording>> = {
  approve: {
    label: 'Approve now',
    title: 'Approve now',
    confirm: 'Approve',
    color: 'success',
    effect: (c) => `Credits ${formatPM(c.pilot_miles)} to the member now instead of on the release date.`,
    done: 'Conversion approved',
  },
  reject: {
    label: 'Reject',
    title: 'Reject conversion',
    confirm: 'Reject',
    color: 'error',
    effect: () => 'Nothing is credited; the member sees the event as rejected.',
    done: 'Conversion rejected',
  },
  reverse: {
    label: 'Reverse',
    title: 'Reverse conversion',
    confirm: 'Reverse',
    color: 'error',
    effect: (c) => `Debits the ${formatPM(c.pilot_miles)} credited. The member's balance may go below zero.`,
    done: 'Conversion reversed',
  },
};
