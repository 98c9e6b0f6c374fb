import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../lib/api';
import { CLAIM_WINDOW_MESSAGES } from './claim';
import { ClaimForm, type ClaimFormProps } from './ClaimForm';

afterEach(cleanup);

const STORES = [
  { id: 'northwind', name: 'Northwind Outfitters' },
  { id: 'contoso', name: 'Contoso Electronics' },
];

function renderForm(onSubmit: ClaimFormProps['onSubmit'] = vi.fn(async () => {})) {
  render(<ClaimForm stores={STORES} today="2026-11-21" onSubmit={onSubmit} />);
  return onSubmit;
}

const form = () => screen.getByRole('form', { name: 'Missing cashback claim' });
const field = (label: string) => within(form()).getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(within(form()).getByRole('button', { name: 'Send claim' }));
const fill = () => {
  type('Order number', 'NW-1001');
  type('Order date', '2026-11-10');
  type('Amount', '84.20');
};

describe('ClaimForm', () => {
  it('preselects the page’s store, limits the date input to the claimable days, and sends the claim', async () => {
    const onSubmit = renderForm();
    expect(field('Store')).toHaveValue('northwind');
    expect(field('Order date')).toHaveAttribute('min', '2026-08-23');
    expect(field('Order date')).toHaveAttribute('max', '2026-11-19');
    fireEvent.change(field('Store'), { target: { value: 'contoso' } });
    fill();
    send();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ brand_id: 'contoso', order_id: 'NW-1001', order_date: '2026-11-10', amount: 84.2 }),
    );
    // Sent: the fields are cleared for another claim, the store stays.
    await waitFor(() => expect(field('Order number')).toHaveValue(''));
    expect(field('Amount')).toHaveValue('');
    expect(field('Store')).toHaveValue('contoso');
  });

  it('sends nothing and names each missing field', () => {
    const onSubmit = renderForm();
    send();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(form()).toHaveTextContent('Enter the order number');
    expect(form()).toHaveTextContent('Enter the order date');
    expect(form()).toHaveTextContent('Enter the order amount');
    expect(field('Order number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an amount of zero and a date outside the claimable days, as the server would', () => {
    const onSubmit = renderForm();
    fill();
    type('Amount', '0');
    type('Order date', '2026-11-20');
    send();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(form()).toHaveTextContent('The amount must be more than $0');
    expect(form()).toHaveTextContent(CLAIM_WINDOW_MESSAGES['too-early']);
    // Correcting a field clears its message.
    type('Amount', '12');
    expect(form()).not.toHaveTextContent('The amount must be more than $0');
    expect(form()).toHaveTextContent(CLAIM_WINDOW_MESSAGES['too-early']);
  });

  it("shows the server's refusal as it is and keeps what was typed", async () => {
    const message = 'We already have a claim for order NW-1001';
    renderForm(vi.fn(async () => Promise.reject(new ApiError(409, 'shopping/duplicate-claim', message))));
    fill();
    send();
    expect(await within(form()).findByRole('alert')).toHaveTextContent(message);
    expect(field('Order number')).toHaveValue('NW-1001');
  });

  it('sends once however often the member presses', async () => {
    let finish = () => {};
    const onSubmit = renderForm(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    fill();
    send();
    send();
    await waitFor(() => expect(within(form()).getByRole('button', { name: /Send claim/ })).toBeDisabled());
    send();
    finish();
    await waitFor(() => expect(field('Order number')).toHaveValue(''));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
