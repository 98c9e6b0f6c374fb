import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

/** A row's icon button (move, remove) named by its tooltip and aria-label. */
export function RowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label} describeChild>
      {/* A disabled button fires no events; the span lets the tooltip listen anyway. */}
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
