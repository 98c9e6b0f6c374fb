import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { makeOffer } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { OfferGrid } from './OfferGrid';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test moves: `near(true)` brings the watched element near the screen. */
function stubIntersection() {
  const watching = new Set<{ callback: IntersectionObserverCallback; target?: Element }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        watching.add(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        watching.delete(this.entry);
      }
    },
  );
  return (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, target } of [...watching])
        callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
}

const offers = (n: number) => Array.from({ length: n }, (_, i) => makeOffer({ id: `o${i}`, name: `Offer ${i}` }));
const cards = () => screen.getAllByRole('article');

describe('OfferGrid', () => {
  it("shows the first screen's cards, and more each time the visitor scrolls near its end", async () => {
    const near = stubIntersection();
    renderWithProviders(<OfferGrid offers={offers(40)} signedIn={false} />);
    expect(cards()).toHaveLength(12);
    await near(false);
    expect(cards()).toHaveLength(12);
    await near(true);
    expect(cards()).toHaveLength(36);
    await near(true);
    expect(cards()).toHaveLength(40);
    expect(screen.queryByTestId('more-offers')).toBeNull();
  });

  it('shows a short listing whole', () => {
    stubIntersection();
    renderWithProviders(<OfferGrid offers={offers(5)} signedIn={false} />);
    expect(cards()).toHaveLength(5);
    expect(screen.queryByTestId('more-offers')).toBeNull();
  });
});
