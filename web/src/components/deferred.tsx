/**
 * A component whose module loads on demand: what the first screen never shows (the phone drawer,
 * dropdowns, dialogs) stays out of the landing page's JavaScript. `preload()` fetches it ahead
 * (after the first paint, or in a test's beforeAll); once loaded it renders synchronously, without
 * a Suspense round.
 */
import { lazy, Suspense, type ComponentType, type JSX } from 'react';

export interface Deferred<P extends object> {
  (props: P): JSX.Element;
  preload: () => Promise<void>;
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (C) => {
        Loaded = C;
      },
      (err: unknown) => {
        loading = null; // a failed chunk (offline) may be retried on the next render
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  const Component = (props: P) => {
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  Component.preload = preload;
  return Component;
}
