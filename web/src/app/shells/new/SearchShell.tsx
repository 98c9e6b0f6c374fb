/**
 * /new/earn/search (docs/product.md "The /new design"): a sticky search field bound to
 * ?q=, tabs for articles, games & apps, rewards and stores (each a child route that reads ?q=,
 * from its own feature), and the chosen tab's results below.
 */
import { Stack, Typography } from '@mui/material';
import { Outlet, useLocation } from 'react-router-dom';
import { useUrlFilters } from '../../../lib/useUrlFilters';
import { ChipScroller } from '../../../components/ChipScroller';
import { StickySearch } from '../../../components/StickySearch';

export const NEW_SEARCH_PATH = '/new/earn/search';

const TABS = [
  { key: '', label: 'Articles' },
  { key: 'games', label: 'Games & apps' },
  { key: 'rewards', label: 'Rewards' },
  { key: 'shop', label: 'Stores' },
] as const;

/** At most as long as the longest search any tab takes (each tab trims to its own limit). */
const SEARCH_MAX = 200;

/** The search's rule for a search text: trimmed (each tab caps it to its own limit). */
const trimmed = (text: string | null) => (text ?? '').trim();

export default function SearchShell() {
  const { pathname } = useLocation();
  // Typing settles into ?q=, and the box follows ?q= when it changes from outside (Back, a link).
  const { q, text, setText } = useUrlFilters(trimmed);

  const tab = pathname.replace(/\/$/, '').slice(NEW_SEARCH_PATH.length + 1);
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  return (
    <Stack spacing={2} sx={{ maxWidth: 'lg', mx: 'auto', px: 2, py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}>
        Search
      </Typography>
      <StickySearch label="Search PilotMiles" value={text} onChange={setText} maxLength={SEARCH_MAX}>
        <ChipScroller
          label="Search in"
          value={tab}
          options={TABS.map((t) => ({ key: t.key, label: t.label, to: `${NEW_SEARCH_PATH}${t.key ? `/${t.key}` : ''}${query}` }))}
        />
      </StickySearch>
      <Outlet />
    </Stack>
  );
}
