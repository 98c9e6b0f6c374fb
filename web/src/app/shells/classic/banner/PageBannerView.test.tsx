import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HowItWorksDialog, PageBannerView } from './PageBannerView';
import type { Banner } from './banners';

// The dialog loads on demand; loaded up front here, it renders as soon as it opens.
beforeAll(() => HowItWorksDialog.preload());

afterEach(cleanup);

const banner: Banner = {
  title: 'Search the Web & Earn',
  description: 'Search like you always do.',
  search: { placeholder: 'Search the web', path: '/web-search', requiresSignIn: true },
  howItWorks: ['Type what you are looking for.', 'No random letters.'],
};

describe('PageBannerView', () => {
  it('shows the title as the page heading and the description', () => {
    render(<PageBannerView banner={banner} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Search the Web & Earn' })).toBeInTheDocument();
    expect(screen.getByText('Search like you always do.')).toBeInTheDocument();
  });

  it('submits the search box text', () => {
    const onSearch = vi.fn();
    render(<PageBannerView banner={banner} initialQuery="old" onSearch={onSearch} />);
    const box = screen.getByRole('textbox', { name: 'Search the web' });
    expect(box).toHaveValue('old');
    fireEvent.change(box, { target: { value: 'cheap flights' } });
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenCalledWith('cheap flights');
  });

  it("opens the steps from 'How it works?'", () => {
    render(<PageBannerView banner={banner} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'How it works?' }));
    expect(screen.getByRole('dialog', { name: 'How it works: Search the Web & Earn' })).toBeInTheDocument();
    expect(screen.getByText('No random letters.')).toBeInTheDocument();
  });

  it('has neither search box nor link when the banner has none', () => {
    render(<PageBannerView banner={{ title: 'My Account', description: 'Manage it.' }} />);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How it works?' })).not.toBeInTheDocument();
  });
});
