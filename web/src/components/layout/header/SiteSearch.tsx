/**
 * The site search box (SPEC §2): Enter goes to the current search page, or to articles search when
 * not on one. It submits only on Enter.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useAppNavigate } from '../../AppLink';
import { siteSearchTarget } from '../search';

export function SiteSearch({ onSearched, autoFocus }: { onSearched?: () => void; autoFocus?: boolean }) {
  const { pathname, search } = useLocation();
  const navigate = useAppNavigate();
  // Start from the query being shown, so the box reads what the page lists.
  const [text, setText] = useState(() => new URLSearchParams(search).get('q') ?? '');

  return (
    <TextField
      size="small"
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
      slotProps={{
        htmlInput: { 'aria-label': 'Search PilotMiles', enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          sx: { borderRadius: 999, bgcolor: 'background.default' },
        },
      }}
    />
  );
}
