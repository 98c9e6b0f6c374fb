import { Box } from '@mui/material';
import { OFFER_PLATFORM_LABELS, OFFER_SORT_LABELS, OFFER_SORTS, type OfferPlatformFilter, type OfferSort } from '@pilotmiles/core';
import { FilterSearch } from '../../components/FilterSearch';
import { FilterSelect } from '../../components/FilterSelect';

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


/** The platforms to offer: the live list, with the chosen one kept even if the list (another category) lacks it. */
export function listedPlatforms({ platforms, platform }: Pick<OfferFilterBarProps, 'platforms' | 'platform'>): Record<string, string> {
  return { ...platforms, ...(platforms[platform] ? {} : { [platform]: OFFER_PLATFORM_LABELS[platform] }) };
}

/** The platform dropdown on the left; the sort dropdown and 'Search apps' on the right. */
export function OfferFilterBar(props: OfferFilterBarProps) {
  const { platform, onPlatformChange, sortBy, onSortChange, searchText, onSearchTextChange } = props;
  const options = listedPlatforms(props);
  return (
    <Box
      role="group"
      aria-label="Filter offers"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <FilterSelect
        label="Platform"
        value={platform as string}
        keys={Object.keys(options)}
        labels={options}
        onChange={(key) => onPlatformChange(key as OfferPlatformFilter)}
        sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' } }}
      />
      <Box
        // On a phone its two controls join the outer row: platform and sort side by side, search below.
        sx={{ display: { xs: 'contents', sm: 'flex' }, gap: 1.5, alignItems: 'center' }}
      >
        <FilterSelect
          label="Sort by"
          value={sortBy}
          keys={OFFER_SORTS}
          labels={OFFER_SORT_LABELS}
          onChange={onSortChange}
          sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' } }}
        />
        <Box role="search" sx={{ flex: { xs: '1 1 100%', sm: '0 0 260px' } }}>
          <FilterSearch label="Search apps" value={searchText} onChange={onSearchTextChange} maxLength={100} />
        </Box>
      </Box>
    </Box>
  );
}
