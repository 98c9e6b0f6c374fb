import { Chip, type ChipProps } from '@mui/material';
import { CONVERSION_STATUS_LABELS, type ConversionStatus, type MissingCreditStatus } from '@pilotmiles/core';

export const CLAIM_STATUS_LABELS: Readonly<Record<MissingCreditStatus, string>> = {
  open: 'Open',
  credited: 'Credited',
  dismissed: 'Dismissed',
};

const LABELS: Record<ConversionStatus | MissingCreditStatus, string> = { ...CONVERSION_STATUS_LABELS, ...CLAIM_STATUS_LABELS };

const COLORS: Record<ConversionStatus | MissingCreditStatus, ChipProps['color']> = {
  pending: 'warning',
  confirmed: 'success',
  rejected: 'default',
  reversed: 'error',
  open: 'warning',
  credited: 'success',
  dismissed: 'default',
};

/** A conversion's or a claim's status, coloured by what it means for the member's money. */
export function StatusChip({ status }: { status: ConversionStatus | MissingCreditStatus }) {
  const settled = status === 'rejected' || status === 'dismissed';
  return <Chip size="small" label={LABELS[status]} color={COLORS[status]} variant={settled ? 'outlined' : 'filled'} />;
}
