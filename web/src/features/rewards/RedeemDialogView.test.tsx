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
    kycStatus: 'approved',
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

  it('takes any amount of a range as a number, says what it allows, and refuses what it does not offer', () => {
    const props = renderDialog({ reward: makePaypal(), balance: 1200 });
    const paypal = screen.getByRole('dialog', { name: 'PayPal Cash' });
    // No 100-option list: one amount field with the range's bounds.
    expect(within(paypal).queryByRole('combobox')).not.toBeInTheDocument();
    const amount = within(paypal).getByRole('spinbutton', { name: 'Choose a value' });
    expect(amount).toHaveAttribute('min', '5');
    expect(amount).toHaveAttribute('max', '500');
    expect(amount).toHaveAttribute('step', '5');
    expect(amount).toHaveValue(5);
    expect(paypal).toHaveTextContent('Any amount from $5 to $500 in $5 steps · your balance covers up to $10');
    const redeem = within(paypal).getByRole('button', { name: 'Redeem' });

    for (const [typed, why] of [
      ['', 'Enter an amount from $5 to $500'],
      ['-5', 'The smallest amount is $5'],
      ['1.5', 'The smallest amount is $5'],
      ['7', 'Amounts go in $5 steps: try $5 or $10'],
      ['999', 'The largest amount is $500'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      expect(paypal).toHaveTextContent(why);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(redeem).toBeDisabled();
      expect(paypal).not.toHaveTextContent(/Balance after/);
    }

    // Allowed but more than the balance covers: the price and what is missing, no redeeming.
    fireEvent.change(amount, { target: { value: '250' } });
    expect(paypal).toHaveTextContent('Redeem $250 PayPal Cash for 27,500 PM');
    expect(paypal).toHaveTextContent('You have 1,200 PM: 26,300 PM more to go.');
    expect(redeem).toBeDisabled();

    fireEvent.change(amount, { target: { value: '10' } });
    expect(amount).toHaveAttribute('aria-invalid', 'false');
    expect(paypal).toHaveTextContent('Balance after: 100 PM ($1.00)');
    fireEvent.click(redeem);
    expect(props.onRedeem).toHaveBeenCalledWith(10);
  });

  it('tells a member without a verified identity, before they choose, that cash needs one, with the way to it', () => {
    renderDialog({ reward: makePaypal(), balance: 1200, kycStatus: 'none' });
    const paypal = screen.getByRole('dialog', { name: 'PayPal Cash' });
    const note = within(paypal).getByRole('note');
    expect(note).toHaveTextContent('Verify your identity before your first cash payout.');
    expect(within(note).getByRole('link', { name: 'Verify my identity' })).toHaveAttribute('href', '/auth/kyc?next=/rewards');
    cleanup();
    renderDialog({ reward: makePaypal(), kycStatus: 'pending' });
    expect(screen.getByRole('note')).toHaveTextContent('Your identity verification is in progress');
    expect(within(screen.getByRole('note')).getByRole('link', { name: 'Check my verification' })).toBeInTheDocument();
  });

  it('says nothing of identity for a verified member, or for a gift card', () => {
    renderDialog({ reward: makePaypal(), kycStatus: 'approved' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    cleanup();
    renderDialog({ kycStatus: 'none' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("shows the server's identity refusal instead of the notice, never both", () => {
    renderDialog({
      reward: makePaypal(),
      kycStatus: 'none',
      error: { kind: 'kyc', message: 'Verify your identity before your first cash payout. It takes about two minutes.' },
    });
    const paypal = screen.getByRole('dialog', { name: 'PayPal Cash' });
    expect(within(paypal).queryByRole('note')).not.toBeInTheDocument();
    expect(within(paypal).getAllByRole('link', { name: 'Verify my identity' })).toHaveLength(1);
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
    // The spinner is decoration (the button's words say it is busy): hidden from the accessibility tree.
    expect(within(button).getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-hidden', 'true');
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
