import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { ComponentType } from 'react';
import OfferQRModal from './OfferQRModal';
import SkipStartEarningModalComponent from './SkipStartEarningModal';

/** ModalProps of a prop-less modal intersect with Record<string, never>: render it by its host's props. */
const SkipStartEarningModal = SkipStartEarningModalComponent as unknown as ComponentType<{
  open: boolean;
  onClose: () => void;
}>;

afterEach(cleanup);

const LINK = 'http://127.0.0.1:5100/click/off-1?pub_click_id=abc';

describe('OfferQRModal', () => {
  it('shows a QR code of the tracking link, the link itself, and why', () => {
    const onClose = vi.fn();
    renderWithProviders(<OfferQRModal open onClose={onClose} offerName="Dragon Quest Idle" trackingUrl={LINK} />);
    const dialog = screen.getByRole('dialog', { name: 'Continue on your phone' });
    expect(dialog).toHaveTextContent("'Dragon Quest Idle' runs on a phone");
    const qr = screen.getByRole('img', { name: "QR code of the offer's link" });
    // A real QR code: qrcode.react draws its modules as one path.
    expect(qr.querySelector('svg path:last-of-type')?.getAttribute('d')?.length).toBeGreaterThan(100);
    expect(screen.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('SkipStartEarningModal', () => {
  it('offers to keep going or go to the dashboard', () => {
    const onClose = vi.fn();
    renderWithProviders(<SkipStartEarningModal open onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Skip the starter offers?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
