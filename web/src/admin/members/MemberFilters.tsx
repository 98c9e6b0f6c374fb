/**
 * The members search: a search box (e-mail, name, uid or referral code; it runs once typing pauses)
 * and the filters and sort, which apply at once. A filter the server refuses is marked in red.
 */
import { useQuery } from '@tanstack/react-query';
import { Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import {
  KYC_STATUS_LABELS,
  KYC_STATUSES,
  MEMBER_ROLES,
  MEMBER_SORT_LABELS,
  MEMBER_SORTS,
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  type BrandOwner,
  type FieldError,
  type KycStatus,
  type MemberRole,
  type MemberSort,
  type MemberStatus,
} from '@pilotmiles/core';
import { api } from '../../lib/api';
import { serverFieldMessage } from '../shared/configForms';
import { BRAND_OWNERS_KEY, BRAND_OWNERS_PATH } from './membersApi';
import { ROLE_LABELS } from './MemberParts';
import { SelectFilter } from '../shared/SelectFilter';

export interface MemberFilterValues {
  /** The search box's text as typed (the page debounces it). */
  q: string;
  status: MemberStatus | '';
  role: MemberRole | '';
  kyc: KycStatus | '';
  brand_owner: string;
  created_from: string;
  created_to: string;
  sort: MemberSort;
}

export const NO_MEMBER_FILTERS: MemberFilterValues = {
  q: '',
  status: '',
  role: '',
  kyc: '',
  brand_owner: '',
  created_from: '',
  created_to: '',
  sort: 'newest',
};

/** The query of GET /users/admin for these filters: empty ones left out. */
export function membersQuery(v: MemberFilterValues): Record<string, string | undefined> {
  return {
    q: v.q.trim() || undefined,
    status: v.status || undefined,
    role: v.role || undefined,
    kyc: v.kyc || undefined,
    brand_owner: v.brand_owner || undefined,
    created_from: v.created_from || undefined,
    created_to: v.created_to || undefined,
    sort: v.sort,
  };
}

export function MemberFilters({
  value,
  onChange,
  refused,
}: {
  value: MemberFilterValues;
  onChange: (next: MemberFilterValues) => void;
  refused: FieldError | null;
}) {
  const owners = useQuery({
    queryKey: BRAND_OWNERS_KEY,
    queryFn: ({ signal }) => api<BrandOwner[]>(BRAND_OWNERS_PATH, { signal }),
  });
  const refusal = (field: keyof MemberFilterValues) =>
    refused?.field === field ? { error: true, helperText: serverFieldMessage(refused) } : {};
  const set = <K extends keyof MemberFilterValues>(key: K, v: MemberFilterValues[K]) => onChange({ ...value, [key]: v });
  const any = (Object.keys(NO_MEMBER_FILTERS) as Array<keyof MemberFilterValues>).some(
    (k) => value[k] !== NO_MEMBER_FILTERS[k],
  );

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search members"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        gap: 1.5,
        alignItems: 'start',
      }}
    >
      <TextField
        size="small"
        type="search"
        label="Search"
        placeholder="E-mail, name, uid or referral code"
        value={value.q}
        onChange={(e) => set('q', e.target.value)}
        {...refusal('q')}
        sx={{ gridColumn: { sm: '1 / -1', lg: 'span 2' } }}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <SelectFilter
        label="Status"
        value={value.status}
        options={MEMBER_STATUSES}
        labels={MEMBER_STATUS_LABELS}
        anyLabel="All statuses"
        {...refusal('status')}
        onChange={(v) => set('status', v)}
      />
      <SelectFilter
        label="Role"
        value={value.role}
        options={MEMBER_ROLES}
        labels={ROLE_LABELS}
        anyLabel="All roles"
        {...refusal('role')}
        onChange={(v) => set('role', v)}
      />
      <SelectFilter
        label="KYC"
        value={value.kyc}
        options={KYC_STATUSES}
        labels={KYC_STATUS_LABELS}
        anyLabel="Any KYC"
        {...refusal('kyc')}
        onChange={(v) => set('kyc', v)}
      />
      <TextField
        select
        size="small"
        label="Brand owner"
        value={value.brand_owner}
        {...refusal('brand_owner')}
        {...(owners.isError && refused?.field !== 'brand_owner'
          ? { helperText: 'Brand owners could not be loaded.' }
          : {})}
        onChange={(e) => set('brand_owner', e.target.value)}
      >
        <MenuItem value="">Any brand owner</MenuItem>
        {(owners.data ?? []).map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.id} ({o.members})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Signed up from"
        value={value.created_from}
        {...refusal('created_from')}
        onChange={(e) => set('created_from', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="Signed up to"
        value={value.created_to}
        {...refusal('created_to')}
        onChange={(e) => set('created_to', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label="Sort"
        value={value.sort}
        {...refusal('sort')}
        onChange={(e) => set('sort', e.target.value as MemberSort)}
      >
        {MEMBER_SORTS.map((s) => (
          <MenuItem key={s} value={s}>
            {MEMBER_SORT_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gridColumn: { sm: '1 / -1', lg: 'auto' } }}>
        <Button type="button" disabled={!any} onClick={() => onChange(NO_MEMBER_FILTERS)}>
          Clear filters
        </Button>
      </Box>
    </Box>
  );
}
