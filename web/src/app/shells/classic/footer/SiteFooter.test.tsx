import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderAt } from '../../../../components/layout/renderAt';
import { SiteFooter } from './SiteFooter';

afterEach(cleanup);

describe('SiteFooter', () => {
  it('has the five columns', () => {
    renderAt('/', <SiteFooter />);
    for (const name of ['Earn', 'Redeem', 'Win Big', 'Legal & Policies', 'Help & Support'])
      expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
  });

  it('keeps the current query on internal links, except category, q and url', () => {
    renderAt('/survey?url=https%3A%2F%2Fx.test&utm_source=fb&category=Games&q=shoes&gclid=abc', <SiteFooter />);
    const earn = screen.getByRole('navigation', { name: 'Earn' });
    expect(within(earn).getByRole('link', { name: 'Read Articles' })).toHaveAttribute('href', '/articles?utm_source=fb&gclid=abc');
    // A link with its own query keeps exactly that query.
    expect(within(earn).getByRole('link', { name: 'Play Games' })).toHaveAttribute('href', '/offers?category=Games');
  });

  it("names and links the earning categories as the header's Earn menu does (core's one map)", () => {
    renderAt('/', <SiteFooter />);
    const earn = screen.getByRole('navigation', { name: 'Earn' });
    expect(within(earn).getByRole('link', { name: 'Try New App' })).toHaveAttribute('href', '/offers?category=TryNewApp');
    expect(within(earn).getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/offers?category=Apps');
    expect(within(earn).getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/offers?category=Travel');
    expect(within(earn).queryByRole('link', { name: 'Try New Apps' })).not.toBeInTheDocument();
  });

  it('opens external pages in a new tab and support in the mail client', () => {
    renderAt('/', <SiteFooter />);
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    const support = screen.getByRole('link', { name: 'Contact Support' });
    expect(support.getAttribute('href')).toMatch(/^mailto:/);
    expect(support).not.toHaveAttribute('target');
  });

  it('links the four social networks and shows the copyright line', () => {
    renderAt('/', <SiteFooter />);
    for (const name of ['Facebook', 'Instagram', 'TikTok', 'LinkedIn'])
      expect(screen.getByRole('link', { name: `PilotMiles on ${name}` })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(`© ${new Date().getFullYear()} PilotMiles. All rights reserved.`)).toBeInTheDocument();
  });
});
