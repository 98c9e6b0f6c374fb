/**
 * What a design's layout runs for a signed-in member besides the page: the daily prompt (opens the
 * Daily Bonus once a day), the push agent and the install offer. Lazy: visitors never download them.
 */
import { lazy, Suspense } from 'react';

const DailyAutoPrompt = lazy(() =>
  import('../features/daily/DailyAutoPrompt').then((m) => ({ default: m.DailyAutoPrompt })),
);
const PushAgent = lazy(() => import('../features/push/PushAgent').then((m) => ({ default: m.PushAgent })));
const InstallPrompt = lazy(() => import('../features/pwa/InstallPrompt').then((m) => ({ default: m.InstallPrompt })));

export function MemberAgents() {
  return (
    <Suspense fallback={null}>
      <DailyAutoPrompt />
      <PushAgent />
      <InstallPrompt />
    </Suspense>
  );
}
