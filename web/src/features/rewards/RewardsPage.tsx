import { useState } from 'react';
import { Container } from '@mui/material';
import { DEFAULT_REWARD_SORT, type RewardSort } from '@pilotmiles/core';
import { RewardsView } from './RewardsView';
import { useRewardsCatalogue } from './useRewardsCatalogue';

/**
 * /rewards (GET /rewards; the catalogue's state in useRewardsCatalogue). The sort is the page's own
 * state, as on /offers, since a query parameter other than ?category= and ?q= would follow the
 * member to every page.
 */
export default function RewardsPage() {
  const [sort, setSort] = useState<RewardSort>(DEFAULT_REWARD_SORT);
  const { category, setCategory, text, setText, list, dialog } = useRewardsCatalogue(sort);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <RewardsView
        filterBar={{
          category,
          onCategoryChange: setCategory,
          searchText: text,
          onSearchTextChange: setText,
          sort,
          onSortChange: setSort,
        }}
        {...list}
      />
      {dialog}
    </Container>
  );
}
