/**
 * Checking an order request as the provider does: each refusal names the field at fault and is
 * permanent (400), so the caller learns not to retry it. Tremendous's error body is
 * `{errors: {message, payload}}`, where `payload` "mirrors the request parameters structure,
 * filled only with the (nested) properties that caused an error" (ErrorModel in its API reference);
 * what each such property holds is not specified, so the simulator puts the message there.
 */
import { BadRequest } from '../http';
import { findProduct, type GiftcardProduct } from './products';

const EXTERNAL_ID_MAX = 128;
const NAME_MAX = 200;
/** The longest address SMTP allows. */
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Tremendous's delivery methods (PHONE needs a phone number, which the simulator does not take). */
const REQUEST_DELIVERY_METHODS = ['LINK', 'EMAIL'] as const;
export type RequestDeliveryMethod = (typeof REQUEST_DELIVERY_METHODS)[number];

/** A refusal in the provider's envelope: {errors: {message, payload}}, payload naming the field at fault. */
export class FieldError extends BadRequest {
  constructor(
    message: string,
    readonly field?: string,
    status = 400,
  ) {
    super(message, status);
  }

  /** The error body: `payload` mirrors the request, down to the field at fault. */
  body(): { errors: { message: string; payload?: Record<string, unknown> } } {
    if (!this.field) return { errors: { message: this.message } };
    const payload = this.field
      .split('.')
      .reduceRight<unknown>((inner, key) => ({ [key]: inner }), this.message) as Record<string, unknown>;
    return { errors: { message: this.message, payload } };
  }
}

export interface OrderRequest {
  externalId: string;
  product: GiftcardProduct;
  /** Dollars. */
  denomination: number;
  recipient: { name: string; email: string };
  /** Tremendous's default when none is given is e-mail delivery. */
  deliveryMethod: RequestDeliveryMethod;
}

/** Whether a repeated external_id asks for the same order (else Tremendous answers 409). */
export const sameOrder = (a: OrderRequest, b: { product_id: string; denomination: number; email: string }) =>
  a.product.id === b.product_id &&
  Math.round(a.denomination * 100) === Math.round(b.denomination * 100) &&
  a.recipient.email.toLowerCase() === b.email.toLowerCase();

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The external_id alone: checked first, since a repeated id answers its order before anything else. */
export function externalIdOf(body: Record<string, unknown>): string {
  const id = body.external_id;
  if (typeof id !== 'string' || !id.trim()) throw new FieldError('external_id is required', 'external_id');
  if (id.length > EXTERNAL_ID_MAX)
    throw new FieldError(`external_id must be at most ${EXTERNAL_ID_MAX} characters`, 'external_id');
  return id;
}

/** The whole order request, checked. */
export function orderRequestOf(body: Record<string, unknown>): OrderRequest {
  const externalId = externalIdOf(body);
  if (body.payment !== undefined && !isObject(body.payment))
    throw new FieldError('payment must be an object', 'payment');
  // payment is optional; given, it names a funding source ('balance': the account's balance).
  if (isObject(body.payment) && (typeof body.payment.funding_source_id !== 'string' || !body.payment.funding_source_id))
    throw new FieldError('payment.funding_source_id is required', 'payment.funding_source_id');
  const reward = body.reward;
  if (!isObject(reward)) throw new FieldError('reward is required', 'reward');

  const products = reward.products;
  if (!Array.isArray(products) || products.length !== 1 || typeof products[0] !== 'string')
    throw new FieldError('reward.products must list exactly one product id', 'reward.products');
  const product = findProduct(products[0]);
  if (!product) throw new FieldError(`Unknown product ${JSON.stringify(products[0])}`, 'reward.products');

  const value = reward.value;
  if (!isObject(value)) throw new FieldError('reward.value is required', 'reward.value');
  const denomination = value.denomination;
  if (typeof denomination !== 'number' || !Number.isFinite(denomination))
    throw new FieldError('reward.value.denomination must be a number', 'reward.value.denomination');
  // Whole cents only: a provider charges money, not fractions of it.
  // (19.99 * 100 is 1998.9999999999998 in floating point, hence the tolerance.)
  if (Math.abs(denomination * 100 - Math.round(denomination * 100)) > 1e-6)
    throw new FieldError('reward.value.denomination must be in whole cents', 'reward.value.denomination');
  if (denomination < product.min_value || denomination > product.max_value)
    throw new FieldError(
      `reward.value.denomination must be from ${product.min_value} to ${product.max_value} for ${product.id}`,
      'reward.value.denomination',
    );
  if (value.currency_code !== product.currency)
    throw new FieldError(`reward.value.currency_code must be ${product.currency}`, 'reward.value.currency_code');

  const recipient = reward.recipient;
  if (!isObject(recipient)) throw new FieldError('reward.recipient is required', 'reward.recipient');
  const email = recipient.email;
  if (typeof email !== 'string' || !email.trim())
    throw new FieldError('reward.recipient.email is required', 'reward.recipient.email');
  if (email.length > EMAIL_MAX || !EMAIL.test(email.trim()))
    throw new FieldError('reward.recipient.email is not an e-mail address', 'reward.recipient.email');
  const name = recipient.name ?? '';
  if (typeof name !== 'string' || name.length > NAME_MAX)
    throw new FieldError(
      `reward.recipient.name must be text of at most ${NAME_MAX} characters`,
      'reward.recipient.name',
    );

  const delivery = reward.delivery;
  let deliveryMethod: RequestDeliveryMethod = 'EMAIL';
  if (delivery !== undefined) {
    const method = isObject(delivery) ? delivery.method : undefined;
    if (!REQUEST_DELIVERY_METHODS.includes(method as RequestDeliveryMethod))
      throw new FieldError(
        `reward.delivery.method must be one of ${REQUEST_DELIVERY_METHODS.join(', ')}`,
        'reward.delivery.method',
      );
    deliveryMethod = method as RequestDeliveryMethod;
  }
  return { externalId, product, denomination, recipient: { name, email: email.trim() }, deliveryMethod };
}
