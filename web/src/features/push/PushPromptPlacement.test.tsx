// @vitest-environment jsdom
// jsdom has no matchMedia: each test says which width it describes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PushPromptView } from './PushPromptView';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A window as wide as `width` for MUI's useMediaQuery (max-width queries only, as breakpoints.down asks). */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    };
  });
}

function page(path: string) {
  return (
    <>
      <main>
        <article>First offer card</article>
      </main>
      <PushPromptView busy={false} onTurnOn={vi.fn()} onNotNow={vi.fn()} page={path} />
    </>
  );
}

/** The card became due on /dashboard, then the member opened /offers. */
function renderInPage() {
  const view = render(page('/dashboard'));
  view.rerender(page('/offers'));
  return view;
}

describe('PushPromptView placement', () => {
  it('sits in the flow at the top of the page on a phone, above the first card instead of over it', async () => {
    windowWidth(390);
    renderInPage();
    const prompt = await screen.findByRole('region', { name: /Get notified/ });
    const main = document.querySelector('main')!;
    expect(main.contains(prompt)).toBe(true);
    expect(
      prompt.compareDocumentPosition(screen.getByText('First offer card')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(getComputedStyle(prompt).position).not.toBe('fixed');
  });

  it('on a phone, never appears in the page being read (it would move it): only with the next page', async () => {
    windowWidth(390);
    const { rerender } = render(page('/dashboard'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: /Get notified/ })).toBeNull();
    expect(document.querySelectorAll('main > div')).toHaveLength(0);
    rerender(page('/offers'));
    expect(await screen.findByRole('region', { name: /Get notified/ })).toBeInTheDocument();
    // Back on the first page it stays.
    rerender(page('/dashboard'));
    expect(screen.getByRole('region', { name: /Get notified/ })).toBeInTheDocument();
  });

  it('floats in the corner on a wide screen, at once (it covers nothing the page needs)', () => {
    windowWidth(1280);
    renderInPage();
    const prompt = screen.getByRole('region', { name: /Get notified/ });
    expect(document.querySelector('main')!.contains(prompt)).toBe(false);
  });

  it('leaves no slot behind once answered', async () => {
    windowWidth(390);
    const { unmount } = renderInPage();
    await screen.findByRole('region', { name: /Get notified/ });
    unmount();
    expect(document.querySelectorAll('main > div')).toHaveLength(0);
  });
});
