/**
 * The site search box: Enter goes to the current search page, or to articles search when
 * not on one. It submits only on Enter.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../../../components/AppLink';
import { SearchField } from '../../../../components/SearchField';
import { siteSearchTarget } from '../../../../components/layout/search';

export function SiteSearch({ onSearched, autoFocus }: { onSearched?: () => void; autoFocus?: boolean }) {
  const { pathname, search } = useLocation();
  const navigate = useAppNavigate();
  // Start from the query being shown, so the box reads what the page lists.
  const [text, setText] = useState(() => new URLSearchParams(search).get('q') ?? '');

  return (
    <SearchField
      size="small"
      label="Search PilotMiles"
      placeholder="Search"
      value={text}
      autoFocus={autoFocus}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        const to = siteSearchTarget(pathname, text);
        if (!to) return;
        navigate(to);
        onSearched?.();
      }}
      sx={{ bgcolor: 'background.default' }}
    />
  );
}
