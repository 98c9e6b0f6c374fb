import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { makeOffer } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { OfferCard } from './OfferCard';
import { OfferCardCompact } from './OfferCardCompact';

afterEach(cleanup);

const card = (name: string) => screen.getByRole('article', { name });
const picture = (el: HTMLElement) => el.querySelector('img');
const tile = (el: HTMLElement) => el.querySelector('[data-no-artwork]');

describe.each([
  ['OfferCard', (o: ReturnType<typeof makeOffer>) => <OfferCard offer={o} signedIn />],
  ['OfferCardCompact', (o: ReturnType<typeof makeOffer>) => <OfferCardCompact offer={o} signedIn />],
])('%s', (_, render) => {
  it('leads with the artwork when the offer has some', () => {
    renderWithProviders(render(makeOffer({ name: 'Royal Match', preview_url: 'https://img.example/royal.png' })));
    expect(picture(card('Royal Match'))).toHaveAttribute('src', 'https://img.example/royal.png');
    expect(tile(card('Royal Match'))).toBeNull();
  });

  it('stays compact without artwork: a small tile, no 16:9 box', () => {
    renderWithProviders(render(makeOffer({ name: 'GreenThumb Plant ID', preview_url: null })));
    const el = card('GreenThumb Plant ID');
    expect(tile(el)).not.toBeNull();
    expect(picture(el)).toBeNull();
  });

  it('keeps the box of artwork that fails to load, with the tile in it: nothing below moves', () => {
    renderWithProviders(render(makeOffer({ name: 'Broken Art', preview_url: 'https://img.example/404.png' })));
    const box = picture(card('Broken Art'))!.parentElement!;
    fireEvent.error(picture(card('Broken Art'))!);
    expect(picture(card('Broken Art'))).toBeNull();
    expect(box).toBeInTheDocument();
    expect(box.querySelector('[data-no-artwork]')).not.toBeNull();
  });
});
