/**
 * How a delivered payout reads, by what it is: PayPal cash is money sent to an address (nothing to
 * copy), a gift card is a code (and PIN) or a link, a flight reward is a travel voucher. My rewards,
 * the redeem dialog and the delivered notice (in-app, push, mail) all word it from here.
 */
import { PM_PER_DOLLAR } from '../constants';
import { formatDollars } from '../money';
import type { RewardCategory, RewardDelivery } from './catalog';
import type { PayoutDelivery } from './payouts';

/**
 * 'j…@example.com': the first letter, an ellipsis, the domain. Enough for the member to recognise
 * their address, not enough for a lock screen or a forwarded mail to give it away. Null when there
 * is no address to show.
 */
export function maskEmail(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 1 || at === email.length - 1) return null;
  return `${email[0]}…${email.slice(at)}`;
}

/** '$5.00': payout values are whole dollars, said as money. */
const usdText = (usd: number) => formatDollars(usd * PM_PER_DOLLAR);

/** What a payout's delivery is, for its wording. */
export type DeliveryKind = 'paypal' | 'voucher' | 'gift-card';

/** What the wording needs of a payout. */
export interface DeliveryWordingInput {
  delivery_kind: RewardDelivery;
  category: RewardCategory;
  brand: string;
  reward_name: string;
  value_usd: number;
  /** The address it was sent to, already masked (Payout.sent_to). */
  sent_to: string | null;
}

/** PayPal sends money to an account; flights are travel vouchers; everything else is a gift card. */
export function deliveryKindOf(p: Pick<DeliveryWordingInput, 'delivery_kind' | 'category'>): DeliveryKind {
  if (p.delivery_kind === 'paypal') return 'paypal';
  return p.category === 'flights' ? 'voucher' : 'gift-card';
}

/** One thing to copy: a code or a PIN, with its label and the name its Copy button says. */
export interface DeliverySecret {
  label: string;
  /** 'code', 'PIN': 'Copy code'. */
  name: string;
  value: string;
}

/** A delivery as the member reads it, signed in (My rewards, the redeem dialog). */
export interface DeliveryReading {
  kind: DeliveryKind;
  /** The sentence saying what was delivered; null when the row's name and value say it already. */
  summary: string | null;
  /** Codes and PINs with a Copy button each; never for money sent to an account. */
  secrets: DeliverySecret[];
  /** The link that opens the reward, with the words of its button. */
  link: { label: string; href: string } | null;
}

/** 'Sent $5.00 to j…@example.com via PayPal'. */
function paypalSentence(p: Pick<DeliveryWordingInput, 'value_usd' | 'sent_to'>): string {
  return p.sent_to
    ? `Sent ${usdText(p.value_usd)} to ${p.sent_to} via PayPal`
    : `Sent ${usdText(p.value_usd)} via PayPal`;
}

/** 'Voucher code for $100.00 of travel with Delta'. */
const voucherSentence = (p: Pick<DeliveryWordingInput, 'value_usd' | 'brand'>, withCode: boolean) =>
  `${withCode ? 'Voucher code' : 'Voucher'} for ${usdText(p.value_usd)} of travel with ${p.brand}`;

/**
 * The delivery as the member reads it. PayPal's money is in their account: a sentence, and at most
 * a quiet link to the transfer, never a 'code' (a provider's transfer reference is not one).
 */
export function readDelivery(p: DeliveryWordingInput, delivery: PayoutDelivery | null): DeliveryReading {
  const kind = deliveryKindOf(p);
  const { code = null, pin = null, link = null } = delivery ?? {};
  if (kind === 'paypal')
    return {
      kind,
      summary: paypalSentence(p),
      secrets: [],
      link: link ? { label: 'See the transfer', href: link } : null,
    };
  const codeLabel = kind === 'voucher' ? 'Voucher code' : p.delivery_kind === 'code-pin' ? 'Card number' : 'Code';
  const secrets: DeliverySecret[] = [];
  if (code) secrets.push({ label: codeLabel, name: 'code', value: code });
  if (pin) secrets.push({ label: 'PIN', name: 'PIN', value: pin });
  return {
    kind,
    summary: kind === 'voucher' ? voucherSentence(p, !!code) : null,
    secrets,
    link: link ? { label: kind === 'voucher' ? 'Open my voucher' : 'Open my reward', href: link } : null,
  };
}

/** A delivered payout with nothing to copy or open yet: where it went. */
export function deliveryFallback(p: Pick<DeliveryWordingInput, 'delivery_kind'>): string {
  return p.delivery_kind === 'paypal'
    ? 'Sent to the PayPal account registered to your email address.'
    : 'Sent to the email address on your account.';
}

/**
 * The delivered notice (in-app, push and mail alike). Never the card itself: a push shows on a lock
 * screen and a mail sits in an inbox and may be forwarded, so a code, PIN or claim link is shown
 * only in My rewards, to the signed-in member. PayPal cash says where it went (the address masked).
 */
export function deliveredNotice(p: DeliveryWordingInput): { title: string; body: string } {
  const title = 'Your reward is here';
  switch (deliveryKindOf(p)) {
    case 'paypal':
      return { title, body: `${paypalSentence(p)}. See it in My rewards.` };
    case 'voucher':
      return {
        title,
        body: `Your $${p.value_usd} travel voucher for ${p.brand} is ready: open My rewards to see the voucher code.`,
      };
    default:
      return { title, body: `Your $${p.value_usd} ${p.reward_name} is ready: open My rewards to see it.` };
  }
}
