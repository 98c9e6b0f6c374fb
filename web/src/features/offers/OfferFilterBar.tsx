import { Box, NativeSelect } from '@mui/material';
import {
  OFFER_PLATFORM_LABELS,
  OFFER_SORT_LABELS,
  OFFER_SORTS,
  type OfferPlatformFilter,
  type OfferSort,
} from '@pilotmiles/core';
import { FilterSearch } from '../../components/FilterSearch';
import { filterSelectSx } from '../../components/filterSelectSx';

export interface OfferFilterBarProps {
  platform: OfferPlatformFilter;
  /** The dropdown's live list from the response (key to label, 'all' first). */
  platforms: Record<string, string>;
  onPlatformChange: (platform: OfferPlatformFilter) => void;
  sortBy: OfferSort;
  onSortChange: (sortBy: OfferSort) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
}


/** SPEC §2: the platform dropdown on the left; the sort dropdown and 'Search apps' on the right. */
export function OfferFilterBar(props: OfferFilterBarProps) {
  const { platform, platforms, onPlatformChange, sortBy, onSortChange, searchText, onSearchTextChange } = props;
  // The chosen platform stays listed even if the live list (another category) lacks it.
  const options = { ...platforms, ...(platforms[platform] ? {} : { [platform]: OFFER_PLATFORM_LABELS[platform] }) };
  return (
    <Box
      role="group"
      aria-label="Filter offers"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <NativeSelect
        value={platform}
        onChange={(e) => onPlatformChange(e.target.value as OfferPlatformFilter)}
        inputProps={{ 'aria-label': 'Platform' }}
        sx={[filterSelectSx, { flex: { xs: '1 1 0', sm: '0 0 auto' } }]}
      >
        {Object.entries(options).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <Box
        // On a phone its two controls join the outer row: platform and sort side by side, search below.
        sx={{ display: { xs: 'contents', sm: 'flex' }, gap: 1.5, alignItems: 'center' }}
      >
        <NativeSelect
          value={sortBy}
          onChange={(e) => onSortChange(e.target.value as OfferSort)}
          inputProps={{ 'aria-label': 'Sort by' }}
          sx={[filterSelectSx, { flex: { xs: '1 1 0', sm: '0 0 auto' } }]}
        >
          {OFFER_SORTS.map((s) => (
            <option key={s} value={s}>
              {OFFER_SORT_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
        <Box role="search" sx={{ flex: { xs: '1 1 100%', sm: '0 0 260px' } }}>
          <FilterSearch label="Search apps" value={searchText} onChange={onSearchTextChange} maxLength={100} />
        </Box>
      </Box>
    </Box>
  );
}
