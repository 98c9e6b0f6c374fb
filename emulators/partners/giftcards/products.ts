/**
 * The gift-card provider's products, as its catalogue API lists them. Pure data (its one import,
 * origin.ts, has none): the seed catalogue's `provider_product_id`s are these ids, so a test can
 * check them against it. The code formats imitate each brand's real cards (length, grouping,
 * digits or letters) so the screens that show a code are tried on realistic ones.
 */
import { PARTNERS_ORIGIN } from '../origin';

/** Where the simulator answers; redeem links point here. */
export const GIFTCARDS_SIM_URL = `${PARTNERS_ORIGIN}/giftcards`;

/**
 * CODE: a code only. CODE_PIN: a card number and a PIN. LINK: a link the recipient opens to claim
 * it. PAYPAL: money sent to the recipient's PayPal account (the code is the transfer's reference).
 */
const DELIVERY_METHODS = ['CODE', 'CODE_PIN', 'LINK', 'PAYPAL'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export interface GiftcardProduct {
  id: string;
  name: string;
  currency: 'USD';
  delivery_method: DeliveryMethod;
  /** Dollars, inclusive. */
  min_value: number;
  max_value: number;
}

/**
 * How a product's code and PIN look: `*` is a letter or digit (never the look-alikes 0, O, 1, I),
 * `#` a digit, anything else is copied. Only CODE and CODE_PIN products have a code format, only
 * CODE_PIN ones a PIN.
 */
export interface CodeFormat {
  code: string;
  pin?: string;
}

/** `code` and `pin` are the product's CodeFormat; `min` overrides the lowest value. */
interface ProductRow extends Partial<CodeFormat> {
  id: string;
  name: string;
  delivery: DeliveryMethod;
  min?: number;
  max?: number;
}

const ROWS: readonly ProductRow[] = [
  { id: 'AMAZON-US', name: 'Amazon.com Gift Card', delivery: 'CODE', code: '****-******-****' },
  { id: 'WALMART', name: 'Walmart eGift Card', delivery: 'CODE_PIN', code: '#### #### #### ####', pin: '####' },
  { id: 'TARGET', name: 'Target GiftCard', delivery: 'CODE_PIN', code: '###-###-###-###-###', pin: '########' },
  { id: 'STARBUCKS', name: 'Starbucks eGift', delivery: 'CODE_PIN', code: '#### #### #### ####', pin: '########' },
  { id: 'APPLE', name: 'Apple Gift Card', delivery: 'CODE', code: 'X***************' },
  { id: 'GOOGLE-PLAY', name: 'Google Play Gift Code', delivery: 'CODE', code: '****-****-****-****-****' },
  { id: 'STEAM', name: 'Steam Wallet Code', delivery: 'CODE', code: '*****-*****-*****' },
  { id: 'NETFLIX', name: 'Netflix Gift Card', delivery: 'CODE', code: '***********' },
  { id: 'SPOTIFY', name: 'Spotify Premium Gift Card', delivery: 'CODE', code: '##########' },
  { id: 'UBER', name: 'Uber Gift Card', delivery: 'LINK' },
  { id: 'DOORDASH', name: 'DoorDash Gift Card', delivery: 'LINK' },
  /** A link where the recipient picks any card or cash (sweepstake prizes are paid with it). */
  { id: 'REWARD-LINK', name: 'Reward Link (recipient\'s choice)', delivery: 'LINK', max: 10_000 },
  { id: 'BEST-BUY', name: 'Best Buy eGift Card', delivery: 'CODE_PIN', code: '#### #### #### ####', pin: '####' },
  {
    id: 'HOME-DEPOT',
    name: 'The Home Depot eGift Card',
    delivery: 'CODE_PIN',
    code: '#### #### #### #### ###',
    pin: '####',
  },
  { id: 'SEPHORA', name: 'Sephora eGift Card', delivery: 'CODE_PIN', code: '#### #### #### ####', pin: '########' },
  { id: 'NIKE', name: 'Nike Gift Card', delivery: 'CODE_PIN', code: '#### #### #### #### ###', pin: '######' },
  { id: 'XBOX', name: 'Xbox Gift Card', delivery: 'CODE', code: '*****-*****-*****-*****-*****' },
  { id: 'PLAYSTATION', name: 'PlayStation Store Gift Card', delivery: 'CODE', code: '****-****-****' },
  { id: 'AMAZON-UK', name: 'Amazon.co.uk Gift Card', delivery: 'CODE', code: '****-******-****' },
  { id: 'VISA-PREPAID', name: 'Visa Prepaid Virtual Card', delivery: 'LINK' },
  { id: 'PAYPAL', name: 'PayPal Cash', delivery: 'PAYPAL', min: 5 },
  { id: 'DELTA', name: 'Delta Air Lines Gift Card', delivery: 'CODE_PIN', code: '#### #### #### ####', pin: '####' },
  {
    id: 'SOUTHWEST',
    name: 'Southwest Airlines Gift Card',
    delivery: 'CODE_PIN',
    code: '#### #### #### ####',
    pin: '######',
  },
  { id: 'UNITED', name: 'United Airlines TravelBank Card', delivery: 'CODE', code: 'UTB-##########' },
  { id: 'AIRBNB', name: 'Airbnb Gift Card', delivery: 'LINK' },
  { id: 'EXPEDIA', name: 'Expedia Gift Card', delivery: 'CODE', code: '****-****-****-****' },
  {
    id: 'BRITISH-AIRWAYS',
    name: 'British Airways Gift Card',
    delivery: 'CODE_PIN',
    code: '#### #### #### ####',
    pin: '######',
  },
];

const MIN_VALUE = 1;
const MAX_VALUE = 2000;

export const GIFTCARD_PRODUCTS: readonly GiftcardProduct[] = ROWS.map((row) => ({
  id: row.id,
  name: row.name,
  currency: 'USD',
  delivery_method: row.delivery,
  min_value: row.min ?? MIN_VALUE,
  max_value: row.max ?? MAX_VALUE,
}));

const BY_ID = new Map(GIFTCARD_PRODUCTS.map((p) => [p.id, p]));
const FORMATS = new Map(
  ROWS.flatMap(({ id, code, pin }) => (code ? [[id, pin ? { code, pin } : { code }] as const] : [])),
);

export const findProduct = (id: string): GiftcardProduct | undefined => BY_ID.get(id);

/** The product's code format; undefined for LINK and PAYPAL products. */
export const codeFormatOf = (id: string): CodeFormat | undefined => FORMATS.get(id);
