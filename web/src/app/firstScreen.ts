/**
 * Scripts that run inline in the prerendered pages (scripts/prerender.mjs inlines their source, so
 * each must stay self-contained: no imports, no outer names; firebase.json's CSP lists their hashes
 * and the build fails when one is missing).
 *
 * A prerendered page paints its first screen from its HTML alone: the app is only needed once the
 * visitor acts. So the page's HTML first paints, then shows the first pictures of the data its HTML
 * asked for (showShellImages), and only then starts the app's scripts (loadAppAfterFirstScreen):
 * on a phone's connection the first screen's bytes and main thread are not shared with ~200 kB of
 * JavaScript. Links in the markup work meanwhile (they are plain links).
 */

declare global {
  interface Window {
    /** Settles once the shell's first pictures have loaded (or failed); set by showShellImages. */
    pmFirstScreen?: Promise<unknown>;
  }
}

/** The longest the app waits for the first screen's pictures after the first paint. */
export const FIRST_SCREEN_WAIT_MS = 1500;

/**
 * Starts the app's scripts, listed in `#pm-app-scripts` (the modules to preload, then the entry),
 * once the page has painted and its first pictures are in (at most `waitMs` later). A page whose
 * prerendered markup is hidden (a returning member, another path: the guard's `pm-no-prerender`)
 * has nothing to show first, and starts at once.
 */
export function loadAppAfterFirstScreen(waitMs: number): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const list = document.getElementById('pm-app-scripts');
    const urls = JSON.parse(list?.textContent || '[]') as string[];
    const entry = urls.pop();
    // A few preloads per task: Chromium starts each one's request as it is added, and sixty at
    // once held the main thread ~40 ms here, ~150 ms on Lighthouse's slowed phone.
    const PER_TASK = 8;
    const preload = (from: number) => {
      for (const href of urls.slice(from, from + PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
      if (from + PER_TASK < urls.length) return void setTimeout(preload, 0, from + PER_TASK);
      if (!entry) return;
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    };
    preload(0);
  };
  const painted = () => {
    setTimeout(start, waitMs);
    void Promise.resolve(window.pmFirstScreen).then(start, start);
  };
  if (document.documentElement.classList.contains('pm-no-prerender')) return start();
  try {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      painted();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing (an old browser): the load event stands in for it below.
  }
  // A tab opened in the background does not paint until shown.
  addEventListener('load', () => setTimeout(painted, waitMs), { once: true });
}

/** What a shell shows of its data before the app: pictures in order, texts by slot. */
export interface ShellContent {
  pictures?: (string | null | undefined)[];
  texts?: Record<string, string | null>;
}

/**
 * Runs inline in a shell, before the app has loaded. When the request the HTML started answers,
 * the shell shows what `pick` finds in the response's data: the first pictures (up to `count`) in
 * its first skeleton boxes (`[data-shell-image]`), where the app's first cards will show the same
 * pictures (loaded eagerly there), and texts in their slots (`[data-shell-text="title"]`, as
 * plain text): the first screen's largest element is on screen about as soon as the data is.
 * Whatever the app has already replaced is left alone. Sets window.pmFirstScreen.
 */
export function showShellContent(
  response: Promise<Response>,
  pick: (data: unknown) => ShellContent,
  count: number,
): void {
  const content = response
    .then((res) => (res.ok ? res.clone().json() : null))
    .then((body: { data?: unknown } | null): ShellContent => (body ? pick(body.data) : {}))
    .catch((): ShellContent => ({}));
  // The shell's markup, as soon as the document is parsed.
  let boxes: Element[] = [];
  const parsed = new Promise<void>((resolve) => {
    const parsedYet = () => document.readyState !== 'loading' && resolve();
    if (!parsedYet()) document.addEventListener('readystatechange', parsedYet);
  }).then(() => {
    boxes = Array.from(document.querySelectorAll('#root [data-shell-image]'));
  });
  window.pmFirstScreen = Promise.all([content, parsed]).then(([{ pictures = [], texts = {} }]) => {
    for (const [slot, text] of Object.entries(texts)) {
      const el = document.querySelector(`#root [data-shell-text="${slot}"]`);
      if (text && el) el.textContent = text;
    }
    return Promise.all(
      pictures.slice(0, count).map(
        (src, i) =>
          new Promise<void>((done) => {
            const box = boxes[i];
            if (!src || !box?.isConnected) return done();
            const img = document.createElement('img');
            img.alt = '';
            img.setAttribute('fetchpriority', 'high');
            img.style.cssText = 'display:block;width:100%;height:100%;object-fit:cover';
            img.onload = () => done();
            img.onerror = () => {
              img.remove();
              done();
            };
            img.src = src;
            box.appendChild(img);
          }),
      ),
    );
  });
}
