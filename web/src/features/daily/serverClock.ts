/**
 * Countdowns run on the server's clock: a device clock that is off by minutes must not open the
 * claim early or show a wrong 'Ends in'. Each daily response carries serverTime; the offset is
 * measured when it arrives and added to Date.now() while ticking.
 */
import { useEffect, useState } from 'react';

/** Server time minus device time, in ms, measured as a response arrives. */
export function clockOffset(serverTime: string | null | undefined, deviceNow: number = Date.now()): number {
  const server = serverTime ? Date.parse(serverTime) : NaN;
  return Number.isFinite(server) ? server - deviceNow : 0;
}

/** The server-corrected time, re-rendered every second. */
export function useServerNow(offsetMs: number, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const id = setInterval(() => setNow(Date.now() + offsetMs), intervalMs);
    return () => clearInterval(id);
  }, [offsetMs, intervalMs]);
  return now;
}
