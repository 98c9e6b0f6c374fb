import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import TransactionsDismissModal from './TransactionsDismissModal';

afterEach(cleanup);

describe('TransactionsDismissModal', () => {
  it('says hiding changes nothing but the page; Hide hides and closes', () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(<TransactionsDismissModal open onClose={onClose} count={2} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Hide pending earnings?' });
    expect(dialog).toHaveTextContent('Hiding these 2 pending earnings only tidies this page.');
    expect(dialog).toHaveTextContent('added to your balance and your history when it confirms');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("'Keep showing' and the close button only close", () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(<TransactionsDismissModal open onClose={onClose} count={1} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Hiding this pending earning only tidies this page. It is still on the way');
    fireEvent.click(screen.getByRole('button', { name: 'Keep showing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opens without props (the admin test trigger) and Hide just closes', () => {
    const onClose = vi.fn();
    render(<TransactionsDismissModal open onClose={onClose} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Hiding your pending earnings');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
