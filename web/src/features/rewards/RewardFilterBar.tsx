import { Box, Tab, Tabs } from '@mui/material';
import {
  REWARD_CATEGORIES,
  REWARD_CATEGORY_LABELS,
  REWARD_SEARCH_MAX,
  REWARD_SORTS,
  REWARD_SORT_LABELS,
  type RewardCategory,
  type RewardSort,
} from '@pilotmiles/core';
import { FilterSearch } from '../../components/FilterSearch';
import { FilterSelect } from '../../components/FilterSelect';
import { tabsSx } from '../../components/tabsSx';

export interface RewardFilterBarProps {
  category: RewardCategory | null;
  onCategoryChange: (category: RewardCategory | null) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  sort: RewardSort;
  onSortChange: (sort: RewardSort) => void;
}

/** Tabs' value for 'All' (a tab's value may not be null). */
const ALL = 'all';


/** Category tabs above; the search box and the sort beside each other (stacked on a phone). */
export function RewardFilterBar(props: RewardFilterBarProps) {
  const { category, onCategoryChange, searchText, onSearchTextChange, sort, onSortChange } = props;
  return (
    <Box role="group" aria-label="Filter rewards" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Tabs
        value={category ?? ALL}
        onChange={(_, value: string) => onCategoryChange(value === ALL ? null : (value as RewardCategory))}
        aria-label="Reward category"
        variant="scrollable"
        scrollButtons={false}
        textColor="primary"
        indicatorColor="secondary"
        // Narrower tabs on a phone: all four fit a 360 px screen without scrolling.
        sx={[tabsSx, { '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } } }]}
      >
        <Tab value={ALL} label="All" />
        {REWARD_CATEGORIES.map((c) => (
          <Tab key={c} value={c} label={REWARD_CATEGORY_LABELS[c]} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box role="search" sx={{ flex: { xs: '1 1 100%', sm: '0 1 360px' } }}>
          <FilterSearch label="Search rewards" value={searchText} onChange={onSearchTextChange} maxLength={REWARD_SEARCH_MAX} />
        </Box>
        <FilterSelect
          label="Sort by"
          value={sort}
          keys={REWARD_SORTS}
          labels={REWARD_SORT_LABELS}
          onChange={onSortChange}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        />
      </Box>
    </Box>
  );
}
