/**
 * /new/earn/search (SPEC §2 Search section in the /new design): a sticky search field bound to
 * ?q=, tabs for articles, games & apps, rewards and stores (each a child route that reads ?q=,
 * from its own feature), and the chosen tab's results below.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useDebounced } from '../../lib/useDebounced';
import { ChipScroller } from './ChipScroller';
import { StickySearch } from './StickySearch';

export const NEW_SEARCH_PATH = '/new/earn/search';

const TABS = [
  { key: '', label: 'Articles' },
  { key: 'games', label: 'Games & apps' },
  { key: 'rewards', label: 'Rewards' },
  { key: 'shop', label: 'Stores' },
] as const;

/** At most as long as the longest search any tab takes (each tab trims to its own limit). */
const SEARCH_MAX = 200;

export default function SearchShell() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const settled = useDebounced(text.trim(), 300);

  // Typing settles into ?q= (replacing, so Back leaves the page rather than each keystroke); q is
  // compared, not followed, so a URL change from outside does not write the old text back.
  const settle = useEffectEvent((text: string) => {
    if (text === q.trim()) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (text) next.set('q', text);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  });
  useEffect(() => settle(settled), [settled]);
  // The URL changed from outside (Back, a link): the box follows it.
  useEffect(() => {
    setText((current) => (current.trim() === q.trim() ? current : q));
  }, [q]);

  const tab = pathname.replace(/\/$/, '').slice(NEW_SEARCH_PATH.length + 1);
  const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
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
