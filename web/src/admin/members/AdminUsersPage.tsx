/** /admin/users: search the members, filter and sort them, and open one. */
import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { AdminMemberRow } from '@pilotmiles/core';
import { SEARCH_DEBOUNCE_MS } from '../../lib/useUrlFilters';
import { useDebounced } from '../../lib/useDebounced';
import { PagedListView } from '../shared/PagedListView';
import { usePagedList } from '../shared/usePagedList';
import { MemberFilters, NO_MEMBER_FILTERS, membersQuery, type MemberFilterValues } from './MemberFilters';
import { MembersList } from './MembersList';
import { MEMBERS_LIST_KEY, MEMBERS_PATH } from './membersApi';

export const NO_MEMBERS = 'No members match';

export default function AdminUsersPage() {
  const [filters, setFilters] = useState<MemberFilterValues>(NO_MEMBER_FILTERS);
  // The search runs once typing pauses; the selects apply at once.
  const q = useDebounced(filters.q.trim(), SEARCH_DEBOUNCE_MS);
  const list = usePagedList<AdminMemberRow>(MEMBERS_LIST_KEY, MEMBERS_PATH, membersQuery({ ...filters, q }));
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Members
        </Typography>
        <Typography color="text.secondary">
          Find a member by e-mail, name, uid or referral code, then open their record to see their history or change
          their standing. Every change asks for a reason and is audited.
        </Typography>
      </Box>
      <MemberFilters value={filters} onChange={setFilters} refused={list.refused} />
      <PagedListView {...list} label="members" empty={NO_MEMBERS}>
        {(items) => <MembersList items={items} />}
      </PagedListView>
    </Stack>
  );
}
