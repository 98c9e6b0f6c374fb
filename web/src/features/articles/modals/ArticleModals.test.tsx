import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ClaimedArticleModalView } from './ClaimedArticleModal';
import { DailyLimitReachedModalView } from './DailyLimitReachedModal';
import { renderWithProviders } from '../../../testing/renderWithProviders';

afterEach(cleanup);

const GENERIC =
  "You've hit today's limit for earning PilotMiles from this activity. Come back tomorrow or try another activity to keep earning!";

describe('ClaimedArticleModal', () => {
  it("says 'Mission Completed!' with the amount and links back to the articles", () => {
    const onClose = vi.fn();
    renderWithProviders(<ClaimedArticleModalView open onClose={onClose} amount={10} />);
    const dialog = screen.getByRole('dialog', { name: 'Mission Completed!' });
    expect(dialog).toHaveTextContent('+10 PilotMiles');
    const link = within(dialog).getByRole('link', { name: 'Continue Exploring' });
    expect(link).toHaveAttribute('href', '/articles');
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalled();
  });
  it('leads a reader of the /new design back to its article list', () => {
    renderWithProviders(<ClaimedArticleModalView open onClose={() => {}} amount={5} />, {
      route: '/new/earn/articles/fly-for-less',
    });
    const dialog = screen.getByRole('dialog', { name: 'Mission Completed!' });
    expect(within(dialog).getByRole('link', { name: 'Continue Exploring' })).toHaveAttribute('href', '/new/earn/articles');
  });
});

describe('DailyLimitReachedModal', () => {
  it('shows the generic text, Got It and a help link', () => {
    const onClose = vi.fn();
    render(<DailyLimitReachedModalView open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Daily Limit Reached' });
    expect(dialog).toHaveTextContent(GENERIC);
    expect(dialog).not.toHaveTextContent('resets in 24 hours');
    expect(within(dialog).getByRole('link', { name: /Help Centre/ })).toHaveAttribute(
      'href',
      'https://help.pilotmiles.com',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got It' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('adds, for articles, how many articles the cap paid for and the 24-hour reset', () => {
    render(<DailyLimitReachedModalView open onClose={() => {}} variant="article" perArticle={10} cap={50} />);
    const dialog = screen.getByRole('dialog', { name: 'Daily Limit Reached' });
    expect(dialog).toHaveTextContent(GENERIC);
    expect(dialog).toHaveTextContent(
      "You've earned PilotMiles for 5 articles today. Your article limit resets in 24 hours.",
    );
  });

  it('says article, not articles, for one', () => {
    render(<DailyLimitReachedModalView open onClose={() => {}} variant="article" perArticle={25} cap={40} />);
    expect(screen.getByRole('dialog')).toHaveTextContent("You've earned PilotMiles for 1 article today.");
  });
});
