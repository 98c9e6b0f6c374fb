/**
 * Build-time render of a page as a visitor sees it first (scripts/prerender.mjs writes it into
 * dist/index.html): the landing page is on screen before any JavaScript has run, and the browser
 * then hydrates it (main.tsx) instead of building it again. Only pages whose first render needs no
 * data and no signed-in state can be prerendered this way.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { routes } from './eagerRoutes';
import { AppProviders } from './AppProviders';

export { htmlStart } from './startupData';
export { loadAppAfterFirstScreen, FIRST_SCREEN_WAIT_MS } from './firstScreen';

export interface Prerendered {
  /** The markup of #root. */
  html: string;
  /** `<style data-emotion>` tags for the head, in the form Emotion picks up when the page hydrates. */
  styles: string;
}

export async function prerender(path: string): Promise<Prerendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // compat: Emotion records each style in cache.inserted instead of writing <style> tags inline.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders queryClient={new QueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );

  // Component styles in one tag; each global style (CssBaseline's) in its own, as Emotion's Global
  // looks for it by name when it hydrates.
  const names: string[] = [];
  let css = '';
  let globals = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${name}`] !== undefined) {
      names.push(name);
      css += rules;
    } else globals += `<style data-emotion="${cache.key}-global ${name}">${rules}</style>`;
  }
  return { html, styles: `${globals}<style data-emotion="${cache.key} ${names.join(' ')}">${css}</style>` };
}
