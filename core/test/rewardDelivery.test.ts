import { describe, expect, it } from 'vitest';
import { deliveredNotice, maskEmail, readDelivery, type DeliveryWordingInput } from '../src';

const paypal: DeliveryWordingInput = {
  delivery_kind: 'paypal',
  category: 'cash',
  brand: 'PayPal',
  reward_name: 'PayPal Cash',
  value_usd: 5,
  sent_to: 'j…@example.com',
};
const delta: DeliveryWordingInput = {
  delivery_kind: 'code-pin',
  category: 'flights',
  brand: 'Delta',
  reward_name: 'Delta Air Lines Gift Card',
  value_usd: 100,
  sent_to: 'j…@example.com',
};
const amazon: DeliveryWordingInput = {
  ...delta,
  delivery_kind: 'code',
  category: 'gift-card',
  brand: 'Amazon',
  reward_name: 'Amazon.com Gift Card',
  value_usd: 25,
};

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j…@example.com');
    expect(maskEmail('a@b.co')).toBe('a…@b.co');
  });
  it('has nothing to show without an address', () => {
    for (const bad of [null, undefined, '', '@example.com', 'jane', 'jane@']) expect(maskEmail(bad)).toBeNull();
  });
});

describe('readDelivery', () => {
  it('says PayPal cash was sent to the masked address, with nothing to copy', () => {
    const reading = readDelivery(paypal, { code: 'PAYPAL-ABCDEFGHJKLMNPQRS', pin: null, link: null });
    expect(reading).toEqual({
      kind: 'paypal',
      summary: 'Sent $5.00 to j…@example.com via PayPal',
      secrets: [],
      link: null,
    });
    expect(readDelivery({ ...paypal, value_usd: 1000, sent_to: null }, null).summary).toBe('Sent $1,000.00 via PayPal');
  });
  it('offers a PayPal transfer link quietly, never as a reward to open', () => {
    expect(readDelivery(paypal, { code: null, pin: null, link: 'https://x/redeem/1' }).link).toEqual({
      label: 'See the transfer',
      href: 'https://x/redeem/1',
    });
  });
  it('shows a gift card code and PIN to copy', () => {
    expect(readDelivery({ ...amazon, delivery_kind: 'code-pin' }, { code: '1234', pin: '99', link: null })).toEqual({
      kind: 'gift-card',
      summary: null,
      secrets: [
        { label: 'Card number', name: 'code', value: '1234' },
        { label: 'PIN', name: 'PIN', value: '99' },
      ],
      link: null,
    });
    expect(readDelivery(amazon, { code: 'AB-CD', pin: null, link: null }).secrets).toEqual([
      { label: 'Code', name: 'code', value: 'AB-CD' },
    ]);
    expect(readDelivery(amazon, { code: null, pin: null, link: 'https://x' }).link).toEqual({
      label: 'Open my reward',
      href: 'https://x',
    });
  });
  it('reads a flight reward as a voucher', () => {
    const withCode = readDelivery(delta, { code: '1111 2222', pin: '1234', link: null });
    expect(withCode.summary).toBe('Voucher code for $100.00 of travel with Delta');
    expect(withCode.secrets.map((s) => s.label)).toEqual(['Voucher code', 'PIN']);
    const linked = readDelivery(delta, { code: null, pin: null, link: 'https://x' });
    expect(linked.summary).toBe('Voucher for $100.00 of travel with Delta');
    expect(linked.link).toEqual({ label: 'Open my voucher', href: 'https://x' });
  });
});

describe('deliveredNotice', () => {
  it('says where PayPal cash went', () => {
    expect(deliveredNotice(paypal)).toEqual({
      title: 'Your reward is here',
      body: 'Sent $5.00 to j…@example.com via PayPal. See it in My rewards.',
    });
  });
  it('sends readers of a card or voucher to My rewards', () => {
    expect(deliveredNotice(amazon).body).toBe('Your $25 Amazon.com Gift Card is ready: open My rewards to see it.');
    expect(deliveredNotice(delta).body).toBe(
      'Your $100 travel voucher for Delta is ready: open My rewards to see the voucher code.',
    );
  });
});
