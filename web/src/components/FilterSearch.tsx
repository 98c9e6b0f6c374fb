/**
 * The search box of a listing's filter bar (offers, rewards): a small pill search field with a
 * Clear button while it holds text (instead of the browser's own cancel cross, which differs per
 * browser). Apart from SearchField so the landing page's header does not load the button.
 */
import { IconButton } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { SearchField } from './SearchField';

export function FilterSearch({
  label,
  value,
  onChange,
  maxLength,
}: {
  /** The accessible name and the placeholder, e.g. 'Search apps'. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  maxLength: number;
}) {
  return (
    <SearchField
      label={label}
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={label}
      slotProps={{ input: { type: 'search', maxLength } }}
      sx={{
        bgcolor: 'background.paper',
        '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
      }}
      endAdornment={
        value ? (
          <IconButton size="small" aria-label="Clear search" onClick={() => onChange('')} sx={{ mr: -1 }}>
            <ClearIcon fontSize="small" />
          </IconButton>
        ) : undefined
      }
    />
  );
}
