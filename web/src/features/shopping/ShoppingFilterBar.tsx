import { Box, Chip, Skeleton } from '@mui/material';
import {
  SHOPPING_SEARCH_MAX,
  SHOPPING_SORTS,
  SHOPPING_SORT_LABELS,
  type ShoppingCategory,
  type ShoppingSort,
} from '@pilotmiles/core';
import { FilterSearch } from '../../components/FilterSearch';
import { FilterSelect } from '../../components/FilterSelect';

export interface ShoppingFilterBarProps {
  /** null while the categories load (or when they failed). */
  categories: readonly ShoppingCategory[] | null;
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  sort: ShoppingSort;
  onSortChange: (sort: ShoppingSort) => void;
}

/**
 * Category chips (All, then each category with its number of stores) above; the search box and
 * the sort beside each other (stacked on a phone). The chips scroll sideways on a phone.
 */
export function ShoppingFilterBar(props: ShoppingFilterBarProps) {
  const { categories, category, onCategoryChange, searchText, onSearchTextChange, sort, onSortChange } = props;
  // No count beside All when the categories could not be loaded.
  const all = categories?.length ? categories.reduce((n, c) => n + c.brand_count, 0) : undefined;
  return (
    <Box role="group" aria-label="Filter stores" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        role="group"
        aria-label="Store category"
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          overflowX: { xs: 'auto', md: 'visible' },
          pb: { xs: 0.5, md: 0 },
          // The chips' own height: nothing moves when the categories arrive.
          minHeight: 32,
        }}
      >
        {categories === null ? (
          Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" width={96} height={32} sx={{ borderRadius: 999, flexShrink: 0 }} />
          ))
        ) : (
          <>
            <CategoryChip label="All" count={all} selected={category === null} onClick={() => onCategoryChange(null)} />
            {categories.map((c) => (
              <CategoryChip
                key={c.id}
                label={c.name}
                count={c.brand_count}
                selected={category === c.id}
                onClick={() => onCategoryChange(c.id)}
              />
            ))}
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box role="search" sx={{ flex: { xs: '1 1 100%', sm: '0 1 360px' } }}>
          <FilterSearch label="Search stores" value={searchText} onChange={onSearchTextChange} maxLength={SHOPPING_SEARCH_MAX} />
        </Box>
        <FilterSelect
          label="Sort by"
          value={sort}
          keys={SHOPPING_SORTS}
          labels={SHOPPING_SORT_LABELS}
          onChange={onSortChange}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        />
      </Box>
    </Box>
  );
}

function CategoryChip({
  label,
  count,
  selected,
  onClick,
}: {
  label: string;
  count: number | undefined;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <Chip
      label={count === undefined ? label : `${label} (${count})`}
      onClick={onClick}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      sx={{ fontWeight: 600, flexShrink: 0, bgcolor: selected ? undefined : 'background.paper' }}
    />
  );
}
