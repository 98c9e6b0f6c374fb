/**
 * What a design's layout runs for a signed-in member besides the page: the daily prompt (opens the
 * Daily Bonus once a day) and the push agent. Lazy: visitors never download them.
 */
import { lazy, Suspense } from 'react';

const DailyAutoPrompt = lazy(() =>
  import('../features/daily/DailyAutoPrompt').then((m) => ({ default: m.DailyAutoPrompt })),
);
const PushAgent = lazy(() => import('../features/push/PushAgent').then((m) => ({ default: m.PushAgent })));

export function MemberAgents() {
  return (
    <Suspense fallback={null}>
      <DailyAutoPrompt />
      <PushAgent />
    </Suspense>
  );
}
