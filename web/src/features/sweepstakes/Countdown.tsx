import { useEffect, useEffectEvent, useState } from 'react';
import { Box } from '@mui/material';
import { formatTimeLeft } from '../../lib/format';
import { useMsUntil } from '../../lib/useDeadline';

/** Longest delay setTimeout keeps (about 24.8 days); a later deadline is waited for in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether `deadline` (epoch ms) has passed, re-rendering once when it does rather than every
 * second; `onPass` runs at that moment (not when it had already passed on mount).
 */
export function usePassed(deadline: number | null, onPass?: () => void): boolean {
  const [passed, setPassed] = useState(() => deadline !== null && Date.now() >= deadline);
  const pass = useEffectEvent(() => {
    setPassed(true);
    onPass?.();
  });
  useEffect(() => {
    if (deadline === null) {
      setPassed(false);
      return;
    }
    let id: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const left = deadline - Date.now();
      if (left <= 0) return pass();
      id = setTimeout(wait, Math.min(left, MAX_TIMEOUT_MS));
    };
    if (Date.now() >= deadline) setPassed(true);
    else {
      setPassed(false);
      wait();
    }
    return () => clearTimeout(id);
  }, [deadline]);
  return passed;
}

/** '2d 04:12:09' to `deadline`, ticking every second; its own component so only it re-renders. */
export function Countdown({ deadline }: { deadline: number }) {
  const ms = useMsUntil(deadline);
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatTimeLeft(ms)}
    </Box>
  );
}
