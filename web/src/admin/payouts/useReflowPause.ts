/**
 * Actions wait a moment after a list's rows move (a row left, the order changed): a click already
 * on its way would otherwise land on whatever row slid under the pointer. More rows loaded below
 * move nothing and do not pause.
 */
import { useEffect, useState } from 'react';

export const REFLOW_PAUSE_MS = 800;

export function useReflowPause(ids: readonly string[], ms = REFLOW_PAUSE_MS): boolean {
  const key = ids.join('\n');
  const [seen, setSeen] = useState(key);
  const [paused, setPaused] = useState(false);
  // Decided during render, so the moved rows never show with their buttons enabled.
  if (key !== seen) {
    setSeen(key);
    if (seen !== '' && !key.startsWith(`${seen}\n`)) setPaused(true);
  }
  useEffect(() => {
    if (!paused) return;
    const timer = setTimeout(() => setPaused(false), ms);
    return () => clearTimeout(timer);
  }, [paused, key, ms]);
  return paused;
}
