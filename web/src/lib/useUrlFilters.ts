/**
 * A catalogue page's filters kept in the URL (?category= and ?q=, so a reload or a shared link
 * keeps them; other pages drop them, docs/app-shell.md "Everywhere"): the search box's text settles into ?q= after a
 * pause, and follows the URL when it changes from outside (Back, a link). `normalize` is the
 * page's rule for a search text (trimmed, capped).
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebounced } from './useDebounced';

/** The pause after typing before a search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export function useUrlFilters(normalize: (text: string | null) => string) {
  const [params, setParams] = useSearchParams();
  const q = normalize(params.get('q'));
  const [text, setText] = useState(q);
  const debounced = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);

  const setParam = (name: 'category' | 'q', value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      // Typing and choosing a category replace the entry: Back leaves the page, not each keystroke.
      { replace: true },
    );

  // An effect event: q is compared, not followed, so a URL change from outside does not write
  // the old text back.
  const settle = useEffectEvent((settled: string) => {
    if (normalize(settled) !== q) setParam('q', normalize(settled));
  });
  useEffect(() => settle(debounced), [debounced]);

  useEffect(() => {
    setText((current) => (normalize(current) === q ? current : q));
    // normalize is a pure rule of the page; following q alone is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  return { category: params.get('category'), q, text, setText, setParam, debounced };
}
