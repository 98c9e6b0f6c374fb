import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MSG } from '@pilotmiles/core';
import { renderAt } from '../../components/layout/renderAt';
import { HomeView } from './HomeView';

afterEach(cleanup);

describe('HomeView', () => {
  it("greets visitors with the landing header, 'Join for Free' and the $5 banner", () => {
    renderAt('/', <HomeView signedIn={false} />);
    expect(screen.getByRole('heading', { level: 1, name: MSG.landingTitle })).toBeInTheDocument();
    expect(screen.getByText(MSG.landingSubtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG.joinForFree })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: /New Here\? Get \$5 FREE!/ })).toHaveAttribute('href', '/auth/signup');
  });

  it('sends members to their dashboard instead of sign-up', () => {
    renderAt('/', <HomeView signedIn />);
    expect(screen.queryByText(MSG.newHereBanner)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MSG.joinForFree })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('links every way to earn to its page, keeping campaign parameters', () => {
    renderAt('/?utm_source=tiktok', <HomeView signedIn={false} />);
    expect(screen.getByRole('link', { name: /Read Articles/ })).toHaveAttribute('href', '/articles?utm_source=tiktok');
    expect(screen.getByRole('link', { name: /Play Games/ })).toHaveAttribute('href', '/offers?category=Games');
    expect(screen.getByRole('link', { name: /Search the Web/ })).toHaveAttribute('href', '/web-search?utm_source=tiktok');
  });
});
