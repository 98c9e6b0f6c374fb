import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown from `from`, falling by one each second (SPEC §4); a new `restartKey`
 * starts it again from `from`.
 */
export function useCountdown(from: number, restartKey: unknown): number {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    setLeft(from);
    if (from <= 0) return;
    const timer = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) clearInterval(timer);
        return Math.max(0, s - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [from, restartKey]);
  return left;
}
