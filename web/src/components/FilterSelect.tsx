import { NativeSelect, type SxProps, type Theme } from '@mui/material';
import { filterSelectSx } from './filterSelectSx';

/**
 * A listing's filter or sort as a pill-shaped native select (filterSelectSx): `keys` in their
 * order, each shown by its label.
 */
export function FilterSelect<K extends string>({
  label,
  value,
  keys,
  labels,
  onChange,
  sx,
}: {
  /** The select's accessible name ('Sort by', 'Platform'). */
  label: string;
  value: K;
  keys: readonly K[];
  labels: Readonly<Record<K, string>>;
  onChange: (value: K) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <NativeSelect
      value={value}
      onChange={(e) => onChange(e.target.value as K)}
      inputProps={{ 'aria-label': label }}
      sx={[filterSelectSx, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {keys.map((k) => (
        <option key={k} value={k}>
          {labels[k]}
        </option>
      ))}
    </NativeSelect>
  );
}
