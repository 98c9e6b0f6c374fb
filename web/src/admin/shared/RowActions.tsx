import { Box, Button } from '@mui/material';

export interface RowActionsProps<A extends string> {
  /** The actions the record's status allows (none: nothing shows). */
  actions: readonly A[];
  /** Each action's button words and colour. */
  wording: Readonly<Record<A, { label: string; color: 'success' | 'error' | 'primary' }>>;
  /** Filled buttons for these; outlined for the others. */
  filled: (action: A) => boolean;
  disabled?: boolean;
  onAction: (action: A) => void;
}

/** A list row's action buttons (a conversion's Approve, a payout's Reject...), at the row's end. */
export function RowActions<A extends string>({ actions, wording, filled, disabled, onAction }: RowActionsProps<A>) {
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={filled(action) ? 'contained' : 'outlined'}
          color={wording[action].color}
          disabled={disabled}
          onClick={() => onAction(action)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {wording[action].label}
        </Button>
      ))}
    </Box>
  );
}
