import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import SearchDosAndDontsModal from './SearchDosAndDontsModal';
import { renderWithProviders } from '../../../testing/renderWithProviders';

afterEach(cleanup);

/** ModalProps of a prop-less modal intersect with Record<string, never>: render it by its host's props. */
const Modal = SearchDosAndDontsModal as unknown as ComponentType<{ open: boolean; onClose: () => void }>;

function renderModal(path = '/dashboard') {
  const onClose = vi.fn();
  renderWithProviders(<Modal open onClose={onClose} />, { route: path });
  return onClose;
}

describe('SearchDosAndDonts', () => {
  it("lists the web search guidance: no random letters, single characters or repeated words, and the warning", () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: "Search do's and don'ts" });
    const donts = within(dialog).getByRole('list', { name: "Don't" });
    expect(donts).toHaveTextContent('No random letters');
    expect(donts).toHaveTextContent('No single characters');
    expect(donts).toHaveTextContent('No repeated words');
    expect(within(dialog).getByRole('list', { name: 'Do' }).children.length).toBeGreaterThanOrEqual(3);
    expect(within(dialog).getByRole('note')).toHaveTextContent('Unnatural or spammy activity may block your account.');
  });

  it('opens /web-search in a new tab, keeping the campaign parameters, and closes', () => {
    const onClose = renderModal('/dashboard?utm_source=tiktok&q=old');
    const start = screen.getByRole('link', { name: 'Start searching' });
    expect(start).toHaveAttribute('href', '/web-search?utm_source=tiktok');
    expect(start).toHaveAttribute('target', '_blank');
    expect(start.getAttribute('rel')).toContain('noopener');
    fireEvent.click(start);
    expect(onClose).toHaveBeenCalled();
  });

  it('closes with Got it and with the close button', () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
