/**
 * A pill-shaped search box (the site search and the banners' search). Built on InputBase rather
 * than TextField, whose label, select and helper-text machinery the landing page would otherwise
 * download for a box that has none of them. Looks like an outlined TextField of the same size.
 */
import { InputBase, type InputBaseProps } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchFieldProps extends Omit<InputBaseProps, 'size'> {
  /** The input's accessible name. */
  label: string;
  /** 40 px high (small) or 56 px (medium), like TextField's sizes. */
  size?: 'small' | 'medium';
}

export function SearchField({ label, size = 'medium', sx, slotProps, ...rest }: SearchFieldProps) {
  const small = size === 'small';
  return (
    <InputBase
      fullWidth
      startAdornment={<SearchIcon fontSize={small ? 'small' : 'medium'} aria-hidden sx={{ mr: 1, color: 'action.active', flexShrink: 0 }} />}
      slotProps={{
        ...slotProps,
        input: { 'aria-label': label, enterKeyHint: 'search', ...slotProps?.input },
      }}
      sx={[
        (t) => ({
          pl: '14px',
          pr: '14px',
          borderRadius: 999,
          border: '1px solid rgba(0, 0, 0, 0.23)',
          '&:hover': { borderColor: t.palette.text.primary },
          '&.Mui-focused': { borderColor: t.palette.primary.main, boxShadow: `inset 0 0 0 1px ${t.palette.primary.main}` },
          // The border takes one pixel on each side: 40 and 56 px high in all, as TextField.
          '& .MuiInputBase-input': { py: small ? '7.5px' : '15.5px', height: '1.4375em' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    />
  );
}
