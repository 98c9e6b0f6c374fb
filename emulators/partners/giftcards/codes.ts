/**
 * Ids, codes, PINs and links as the provider issues them. Random (node:crypto), so two orders never
 * share a code and a test cannot pass by guessing one.
 */
import { randomInt } from 'node:crypto';
import { GIFTCARDS_SIM_URL, codeFormatOf, type GiftcardProduct } from './products';

/** Letters and digits without the look-alikes 0, O, 1 and I, as printed codes avoid them. */
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const DIGITS = '0123456789';

function randomChars(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A code in a product's format: `*` a code character, `#` a digit, the rest as written. */
function fillFormat(format: string): string {
  return format.replace(/[*#]/g, (c) => randomChars(c === '#' ? DIGITS : CODE_CHARS, 1));
}

/** Order and reward ids: twelve upper-case letters and digits after a prefix, as at Tremendous. */
export const newOrderId = () => `ORD-${randomChars(ID_CHARS, 12)}`;
export const newRewardId = () => `RWD-${randomChars(ID_CHARS, 12)}`;

/** What the recipient gets, by the product's delivery method. */
export interface Issued {
  code?: string;
  pin?: string;
  link?: string;
}

export function issue(product: GiftcardProduct, rewardId: string): Issued {
  switch (product.delivery_method) {
    case 'LINK':
      // The card is behind the redeem page itself (the recipient chooses there).
      return { link: `${GIFTCARDS_SIM_URL}/redeem/${rewardId}` };
    case 'PAYPAL':
      // PayPal transaction ids are 17 characters; the prefix says which rail carried the money.
      return { code: `PAYPAL-${randomChars(ID_CHARS, 17)}` };
    case 'CODE':
    case 'CODE_PIN': {
      const format = codeFormatOf(product.id);
      if (!format) throw new Error(`product ${product.id} has no code format`);
      return format.pin
        ? { code: fillFormat(format.code), pin: fillFormat(format.pin) }
        : { code: fillFormat(format.code) };
    }
  }
}
