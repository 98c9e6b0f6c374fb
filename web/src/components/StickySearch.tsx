/** The compact views' search field: it stays at the top of the screen while the list scrolls. */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { FilterSearch } from './FilterSearch';

/** A bar that sticks under the /new app bar (56 px on a phone, 64 from md), on the page's surface. */
export const stickyBarSx = {
  position: 'sticky',
  top: { xs: 56, md: 64 },
  zIndex: 2,
  py: 1,
  bgcolor: 'background.default',
  '& .MuiInputBase-root': { minHeight: 48, borderRadius: 999 },
} as const;

export function StickySearch({
  label,
  value,
  onChange,
  maxLength = 100,
  children,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  maxLength?: number;
  /** Chips or controls under the field, sticky with it. */
  children?: ReactNode;
}) {
  return (
    <Box role="search" sx={[stickyBarSx, { mx: { xs: -2, sm: 0 }, px: { xs: 2, sm: 0 } }]}>
      <FilterSearch label={label} value={value} onChange={onChange} maxLength={maxLength} />
      {children}
    </Box>
  );
}
