import { Container } from '@mui/material';
import { DEFAULT_REWARD_SORT } from '@pilotmiles/core';
import { RewardsViewCompact } from './RewardsViewCompact';
import { useRewardsCatalogue } from './useRewardsCatalogue';

/**
 * /new/redeem (GET /rewards): the /new design of the catalogue, on the same state and redeem
 * dialog as /rewards (useRewardsCatalogue), in the default sort.
 */
export default function RewardsPageCompact() {
  const { category, setCategory, list, dialog } = useRewardsCatalogue(DEFAULT_REWARD_SORT);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <RewardsViewCompact category={category} onCategoryChange={setCategory} {...list} />
      {dialog}
    </Container>
  );
}
