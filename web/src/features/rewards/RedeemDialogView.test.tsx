import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { PAYOUT_MESSAGES } from '@pilotmiles/core';
import { RedeemDialogView, type RedeemDialogViewProps } from './RedeemDialogView';
import { makePaypal, makeRedeemResult, makeReward } from '../../testing/builders';
import { renderWithProviders } from '../../testing/renderWithProviders';

afterEach(cleanup);

function renderDialog(over: Partial<RedeemDialogViewProps> = {}) {
  const props: RedeemDialogViewProps = {
    open: true,
    onClose: vi.fn(),
    reward: makeReward(),
    balance: 3000,
    busy: false,
    result: null,
    error: null,
    onRedeem: vi.fn(),
    onCopy: vi.fn(),
    returnTo: '/rewards',
    ...over,
  };
  renderWithProviders(<RedeemDialogView {...props} />, { route: '/rewards' });
  return props;
}

const dialog = () => screen.getByRole('dialog', { name: 'Amazon.com Gift Card' });
const redeemButton = () => within(dialog()).getByRole('button', { name: 'Redeem' });

describe('RedeemDialogView', () => {
  it('offers each value, disables the ones the balance does not cover with the PM missing, and redeems the chosen one', () => {
    const props = renderDialog();
    const values = within(within(dialog()).getByRole('group', { name: 'Choose a value' })).getAllByRole('button');
    expect(values.map((b) => b.getAttribute('aria-label'))).toEqual([
      '$5 for 500 PM',
      '$10 for 1,000 PM',
      '$25 for 2,500 PM',
      '$50, 2,000 PM short',
    ]);
    expect(values[3]).toBeDisabled();
    expect(values[3]).toHaveTextContent('2,000 PM short');
    // The cheapest value the balance covers is chosen first.
    expect(values[0]).toHaveAttribute('aria-pressed', 'true');
    expect(dialog()).toHaveTextContent('Redeem $5 Amazon.com Gift Card for 500 PM');

    fireEvent.click(values[2]!);
    expect(dialog()).toHaveTextContent('Redeem $25 Amazon.com Gift Card for 2,500 PM');
    expect(dialog()).toHaveTextContent('Balance after: 500 PM ($5.00)');
    fireEvent.click(redeemButton());
    expect(props.onRedeem).toHaveBeenCalledWith(25);
  });

  it('offers a range as a select, its unaffordable values disabled', () => {
    const props = renderDialog({ reward: makePaypal(), balance: 1200 });
    const select = within(screen.getByRole('dialog', { name: 'PayPal Cash' })).getByRole('combobox', {
      name: 'Choose a value',
    });
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options).toHaveLength(100);
    expect(options[0]).toHaveTextContent('$5 · 550 PM');
    expect(options[1]!.disabled).toBe(false);
    expect(options[2]).toHaveTextContent('$15 · 1,650 PM (450 PM short)');
    expect(options[2]!.disabled).toBe(true);
    fireEvent.change(select, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(props.onRedeem).toHaveBeenCalledWith(10);
  });

  it('cannot redeem when the balance covers no value, and says how much is missing', () => {
    renderDialog({ balance: 300 });
    expect(dialog()).toHaveTextContent('Redeem $5 Amazon.com Gift Card for 500 PM');
    expect(dialog()).toHaveTextContent('You have 300 PM: 200 PM more to go.');
    expect(redeemButton()).toBeDisabled();
  });

  it('is busy while the request is on its way: disabled, with a spinner, and no closing', () => {
    const props = renderDialog({ busy: true });
    const button = within(dialog()).getByRole('button', { name: 'Redeeming…' });
    expect(button).toBeDisabled();
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeDisabled();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('says a payout waiting for review is pending, with the new balance and a link to My rewards', () => {
    renderDialog({ result: makeRedeemResult({ status: 'pending_review' }, 500) });
    const status = within(dialog()).getByRole('status');
    expect(status).toHaveTextContent('Request received');
    expect(status).toHaveTextContent(PAYOUT_MESSAGES.pendingReview);
    expect(dialog()).toHaveTextContent('$25 for 2,500 PM · New balance: 500 PM');
    expect(within(dialog()).getByRole('link', { name: 'My rewards' })).toHaveAttribute('href', '/profile/rewards');
    expect(within(dialog()).queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
  });

  it('words an approved or processing payout with its message', () => {
    renderDialog({ result: makeRedeemResult({ status: 'approved' }) });
    expect(within(dialog()).getByRole('status')).toHaveTextContent(PAYOUT_MESSAGES.approved);
    cleanup();
    renderDialog({ result: makeRedeemResult({ status: 'processing' }) });
    expect(within(dialog()).getByRole('status')).toHaveTextContent(PAYOUT_MESSAGES.processing);
  });

  it('shows a delivered code and PIN, each with a Copy button', () => {
    const props = renderDialog({
      result: makeRedeemResult({
        status: 'fulfilled',
        delivery_kind: 'code-pin',
        delivery: { code: 'GC-1234-5678', pin: '4321', link: null },
      }),
    });
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Your reward is ready');
    expect(dialog()).toHaveTextContent('GC-1234-5678');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy code' }));
    expect(props.onCopy).toHaveBeenCalledWith('GC-1234-5678');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy PIN' }));
    expect(props.onCopy).toHaveBeenLastCalledWith('4321');
  });

  it('shows a delivered link to open and to copy', () => {
    const link = 'https://rewards.example/claim/abc';
    const props = renderDialog({
      result: makeRedeemResult({
        status: 'fulfilled',
        delivery_kind: 'link',
        delivery: { code: null, pin: null, link },
      }),
    });
    expect(within(dialog()).getByRole('link', { name: 'Open my reward' })).toHaveAttribute('href', link);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy link' }));
    expect(props.onCopy).toHaveBeenCalledWith(link);
  });

  it("shows the server's KYC message with the way to verify, back to this page", () => {
    renderDialog({
      error: {
        kind: 'kyc',
        message: 'Verify your identity before your first cash payout. It takes about two minutes.',
      },
    });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Verify your identity before your first cash payout.',
    );
    // Focus stays in the dialog (the pressed button had been disabled), so Escape still closes it.
    expect(within(dialog()).getByRole('alert')).toHaveFocus();
    expect(within(dialog()).getByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      '/auth/kyc?next=/rewards',
    );
    // The choice stays, to try again once verified.
    expect(redeemButton()).toBeEnabled();
  });

  it("shows the server's message for any other refusal", () => {
    renderDialog({ error: { kind: 'other', message: 'This reward is not available in your country' } });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('This reward is not available in your country');
    expect(within(dialog()).getByRole('alert')).toHaveFocus();
    expect(within(dialog()).queryByRole('link', { name: 'Verify my identity' })).not.toBeInTheDocument();
  });
});
