import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCpBrand, type CpBrand } from '@pilotmiles/core';
import { CpBrandEditor, type CpBrandEditorProps } from './CpBrandEditor';

afterEach(cleanup);

const skyway: CpBrand = {
  ...defaultCpBrand('skyway'),
  name: 'Skyway',
  colors: { primary: '#0a3d62', secondary: '#f6b93b', background: '#f4f8fb', text: '#13202b' },
  headline: 'Fly further',
  offer_wall: { tags: ['travel'], featured_offer_ids: ['o1'], max_offers: 4 },
  updated_at: '2026-11-20T10:00:00.000Z',
};

const renderEditor = (over: Partial<CpBrandEditorProps> = {}) => {
  const onSave = vi.fn();
  render(<CpBrandEditor brand={skyway} exists onSave={onSave} {...over} />);
  return onSave;
};

const preview = () => screen.getByRole('region', { name: 'Portal preview' });

describe('CpBrandEditor', () => {
  it('the preview follows what is typed: headline, name, colours, tiles', async () => {
    renderEditor();
    expect(within(preview()).getByText('Fly further')).toBeInTheDocument();
    expect(within(preview()).getAllByTestId('cp-tile')).toHaveLength(4);

    const headline = screen.getByLabelText('Headline');
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Miles for every trip');
    expect(within(preview()).getByText('Miles for every trip')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Background colour'), { target: { value: '#123456' } });
    await waitFor(() => expect(preview()).toHaveStyle({ backgroundColor: '#123456' }));

    const offers = screen.getByLabelText('Offers shown');
    await userEvent.clear(offers);
    await userEvent.type(offers, '2');
    expect(within(preview()).getAllByTestId('cp-tile')).toHaveLength(2);
    expect(within(preview()).getByRole('img', { name: 'Skyway logo' })).toHaveAttribute('src', '/images/logo.svg');
  });

  it('refuses a bad colour and an http logo under their fields, without saving', async () => {
    const onSave = renderEditor();
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: 'blue' } });
    const logo = screen.getByLabelText('Logo');
    await userEvent.clear(logo);
    await userEvent.type(logo, 'http://cdn.example/logo.png');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be a colour like #1a2b3c')).toBeInTheDocument();
    expect(screen.getByText('must be an https:// address or a site path under /images/')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the body core expects (lists split, the number a number)', async () => {
    const onSave = renderEditor();
    const tags = screen.getByLabelText('Offer wall tags');
    await userEvent.clear(tags);
    await userEvent.type(tags, 'travel, finance');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({
      name: 'Skyway',
      logo_url: '/images/logo.svg',
      colors: skyway.colors,
      headline: 'Fly further',
      subheadline: skyway.subheadline,
      offer_wall: { tags: ['travel', 'finance'], featured_offer_ids: ['o1'], max_offers: 4 },
      reward_ids: [],
    });
  });

  it('a new brand says so and saves as Create brand; a server refusal shows under its field', async () => {
    renderEditor({ brand: defaultCpBrand('newco'), exists: false, saveError: { field: 'colors.text', message: 'colors.text: must be a colour like #1a2b3c' } });
    expect(screen.getByText('New brand')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create brand' })).toBeInTheDocument();
    expect(await screen.findByText('colors.text: must be a colour like #1a2b3c')).toBeInTheDocument();
  });
});
