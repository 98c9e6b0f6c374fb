import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PAYOUTS_CONFIG, type PayoutsConfig } from '@pilotmiles/core';
import type { ConfigFormProps } from '../shared/ConfigSection';
import { readyFormProps } from '../shared/formTestProps';
import { PayoutsConfigForm } from './PayoutsConfigForm';

afterEach(cleanup);

const props = (over: Partial<ConfigFormProps<PayoutsConfig>> = {}) => readyFormProps(DEFAULT_PAYOUTS_CONFIG, over);
const save = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });
const attempts = () => screen.getByRole('spinbutton', { name: 'Provider attempts' });

describe('PayoutsConfigForm', () => {
  it('shows each rule with what it does', () => {
    render(<PayoutsConfigForm {...props()} />);
    expect(screen.getByRole('spinbutton', { name: 'Auto-approve up to ($)' })).toHaveValue(25);
    expect(screen.getByRole('spinbutton', { name: 'Auto-approve up to ($)' })).toHaveAccessibleDescription(
      'Later payouts up to this value are approved automatically.',
    );
    expect(screen.getByRole('spinbutton', { name: 'Minimum account age (days)' })).toHaveValue(7);
    expect(screen.getByRole('spinbutton', { name: 'Reversal lookback (days)' })).toHaveValue(30);
    expect(screen.getByRole('spinbutton', { name: 'KYC above lifetime ($)' })).toHaveValue(200);
    expect(attempts()).toHaveValue(3);
    expect(screen.getByRole('switch', { name: 'Check the login country' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Check the login country' })).toHaveAccessibleDescription(
      "Review when the country the server saw at the last login or at the redemption differs from the member's.",
    );
    expect(screen.getByRole('switch', { name: 'KYC for cash' })).toBeChecked();
    expect(save()).toBeDisabled();
  });

  it("refuses what core's bounds refuse, in staff's words", async () => {
    const onSave = vi.fn();
    render(<PayoutsConfigForm {...props({ onSave })} />);
    await userEvent.clear(attempts());
    await userEvent.type(attempts(), '0');
    await waitFor(() => expect(attempts()).toHaveAccessibleDescription('must be at least 1'));
    expect(save()).toBeDisabled();
    await userEvent.clear(attempts());
    await waitFor(() => expect(attempts()).toHaveAccessibleDescription('enter a whole number'));
    expect(screen.getByRole('status')).toHaveTextContent('Fix the fields marked in red to save');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the whole config with the changes', async () => {
    const onSave = vi.fn();
    render(<PayoutsConfigForm {...props({ onSave })} />);
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Auto-approve up to ($)' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Auto-approve up to ($)' }), '50');
    await userEvent.click(screen.getByRole('switch', { name: 'KYC for cash' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ ...DEFAULT_PAYOUTS_CONFIG, auto_approve_max_usd: 50, kyc_for_cash: false }),
    );
  });

  it("shows the server's refusal under the field it names", async () => {
    render(
      <PayoutsConfigForm
        {...props({ serverError: { field: 'max_attempts', message: 'max_attempts: must be at most 10' } })}
      />,
    );
    await waitFor(() => expect(attempts()).toHaveAccessibleDescription('must be at most 10'));
  });

  it('shows a skeleton while loading and the error with a retry', async () => {
    const { rerender } = render(<PayoutsConfigForm {...props({ status: 'loading', config: undefined })} />);
    expect(screen.getByLabelText('Loading Review settings')).toBeInTheDocument();
    const failed = props({ status: 'error', config: undefined, loadError: 'An error occurred' });
    rerender(<PayoutsConfigForm {...failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.onRetry).toHaveBeenCalledOnce();
  });
});
