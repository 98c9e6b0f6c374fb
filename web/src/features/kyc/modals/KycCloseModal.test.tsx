import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import KycCloseModal from './KycCloseModal';

afterEach(cleanup);

describe('KycCloseModal', () => {
  it('explains the verification can be finished later; Continue carries on, Leave goes on', () => {
    const onClose = vi.fn();
    const onContinue = vi.fn();
    renderWithProviders(
      <KycCloseModal open onClose={onClose} next="/search/redeem?q=paypal" onContinue={onContinue} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Leave verification?' });
    expect(dialog).toHaveTextContent('finish it later');
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveAttribute('href', '/search/redeem?q=paypal');
    fireEvent.click(screen.getByRole('button', { name: 'Continue verification' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('leaves for /rewards when opened without a destination (the admin test trigger)', () => {
    renderWithProviders(<KycCloseModal open onClose={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveAttribute('href', '/rewards');
    fireEvent.click(screen.getByRole('button', { name: 'Continue verification' }));
  });
});
