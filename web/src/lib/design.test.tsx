import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import {
  DESIGN_KEY,
  DESIGN_REDIRECTED_KEY,
  chooseDesign,
  chosenDesign,
  designRedirect,
  useDesignRedirect,
} from './design';
import { renderWithProviders } from '../testing/renderWithProviders';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('designRedirect', () => {
  const base = { pathname: '/dashboard', signedIn: true, design: 'new' as const, alreadyRedirected: false };

  it('sends a member who chose the new design from /dashboard to /new/dashboard', () => {
    expect(designRedirect(base)).toBe('/new/dashboard');
    expect(designRedirect({ ...base, pathname: '/dashboard/' })).toBe('/new/dashboard');
  });

  it('only once a session, only members, only for the new design, only from the dashboard', () => {
    expect(designRedirect({ ...base, alreadyRedirected: true })).toBeNull();
    expect(designRedirect({ ...base, signedIn: false })).toBeNull();
    expect(designRedirect({ ...base, design: 'classic' })).toBeNull();
    expect(designRedirect({ ...base, design: null })).toBeNull();
    expect(designRedirect({ ...base, pathname: '/offers' })).toBeNull();
    expect(designRedirect({ ...base, pathname: '/dashboards' })).toBeNull();
  });
});

describe('the chosen design', () => {
  it("is remembered under 'pm_design', and anything else there counts as no choice", () => {
    expect(chosenDesign()).toBeNull();
    chooseDesign('new');
    expect(localStorage.getItem(DESIGN_KEY)).toBe('new');
    expect(chosenDesign()).toBe('new');
    chooseDesign('classic');
    expect(chosenDesign()).toBe('classic');
    localStorage.setItem(DESIGN_KEY, 'fancy');
    expect(chosenDesign()).toBeNull();
  });
});

function Probe({ signedIn }: { signedIn: boolean }) {
  useDesignRedirect(signedIn);
  const { pathname, search } = useLocation();
  return <output data-testid="url">{pathname + search}</output>;
}

const renderAt = (url: string, signedIn = true) =>
  renderWithProviders(<Probe signedIn={signedIn} />, { route: url, path: '*' });

describe('useDesignRedirect', () => {
  it('redirects once, then lets the member back on the classic dashboard', () => {
    chooseDesign('new');
    renderAt('/dashboard?utm_source=x');
    expect(screen.getByTestId('url')).toHaveTextContent('/new/dashboard?utm_source=x');
    expect(sessionStorage.getItem(DESIGN_REDIRECTED_KEY)).toBe('1');
    cleanup();
    renderAt('/dashboard');
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/dashboard$/);
  });

  it('leaves visitors and classic members where they are', () => {
    chooseDesign('new');
    renderAt('/dashboard', false);
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/dashboard$/);
    cleanup();
    chooseDesign('classic');
    renderAt('/dashboard');
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/dashboard$/);
  });
});
