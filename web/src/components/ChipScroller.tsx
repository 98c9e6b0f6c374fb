/**
 * A row of filter chips that scrolls sideways on a phone (the compact views' filters). Each option
 * is a link (`to`) or a toggle (`onSelect`); the chosen one is filled and marked aria-current or pressed.
 */
import { Box, Chip } from '@mui/material';
import { AppLink } from './AppLink';

export interface ChipOption {
  key: string;
  label: string;
  /** A link; else the chip is a button calling onSelect. */
  to?: string;
}

export function ChipScroller({
  label,
  options,
  value,
  onSelect,
}: {
  /** The group's accessible name. */
  label: string;
  options: readonly ChipOption[];
  value: string | null;
  onSelect?: (key: string) => void;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        py: 0.5,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      {options.map((o) => {
        const selected = o.key === value;
        const common = {
          label: o.label,
          color: selected ? ('secondary' as const) : ('default' as const),
          variant: selected ? ('filled' as const) : ('outlined' as const),
          sx: { height: 40, px: 0.5, borderRadius: 999, fontWeight: 600, flexShrink: 0, bgcolor: selected ? undefined : 'background.paper' },
        };
        return o.to ? (
          <Chip key={o.key} {...common} clickable component={AppLink} to={o.to} aria-current={selected ? 'page' : undefined} />
        ) : (
          <Chip key={o.key} {...common} onClick={() => onSelect?.(o.key)} aria-pressed={selected} />
        );
      })}
    </Box>
  );
}
