import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { makeOffer } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { OfferWallGrid } from './CpLandingView';

afterEach(cleanup);

const renderWall = (...offers: ReturnType<typeof makeOffer>[]) =>
  renderWithProviders(<OfferWallGrid offers={offers} renderAction={() => null} />);

describe("the portal's offer tiles", () => {
  it('are named by their offer and lead with its artwork', () => {
    renderWall(
      makeOffer({ id: 'a', name: 'StreamBox Free Trial', preview_url: 'https://img.example/a.svg' }),
      makeOffer({ id: 'b', name: 'SkyFare Flights', preview_url: 'https://img.example/b.svg' }),
    );
    expect(screen.getByRole('article', { name: 'StreamBox Free Trial' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example/a.svg',
    );
    expect(screen.getByRole('article', { name: 'SkyFare Flights' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example/b.svg',
    );
  });

  it('stay compact without artwork; artwork that fails to load keeps its box with the tile in it', () => {
    renderWall(
      makeOffer({ id: 'a', name: 'No Art', preview_url: null }),
      makeOffer({ id: 'b', name: 'Broken Art', preview_url: 'https://img.example/404.svg' }),
    );
    const noArt = screen.getByRole('article', { name: 'No Art' });
    expect(noArt.querySelector('img')).toBeNull();
    expect(noArt.querySelector('[data-no-artwork]')).not.toBeNull();

    const img = screen.getByRole('article', { name: 'Broken Art' }).querySelector('img')!;
    const box = img.parentElement!;
    fireEvent.error(img);
    expect(box).toBeInTheDocument();
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelector('[data-no-artwork]')).not.toBeNull();
  });
});
