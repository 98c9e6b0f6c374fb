/**
 * Seeds the rewards catalogue, rewards/{id} (docs/rewards.md): gift cards, PayPal cash and flight
 * vouchers, each with its local card image in web/public/images/rewards/{id}.svg. Every entry is
 * checked against adminRewardBody (what staff could save) before anything is written. Re-runnable:
 * only missing ids are created, so entries staff edited in /admin/payouts are left as they are.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminRewardBody, rewardId, type AdminReward, type RewardCategory, type RewardDelivery } from '@pilotmiles/core';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

const PUBLIC_DIR = fileURLToPath(new URL('../../web/public/', import.meta.url));
/** gRPC ALREADY_EXISTS: `create` on an id that is there. */
const ALREADY_EXISTS = 6;

interface Entry {
  id: string;
  name: string;
  brand: string;
  countries: string[];
  values: number[] | { min: number; max: number; step: number };
  delivery: RewardDelivery;
  description: string;
  terms: string;
  pm_per_dollar?: number;
  featured?: boolean;
}

/** Fills in what every entry shares: the image, the provider's product id, the popularity rank. */
const build = (category: RewardCategory, entries: Entry[]) =>
  entries.map(
    ({ id, values, pm_per_dollar = 100, featured = false, ...rest }): AdminReward => ({
      id,
      ...rest,
      category,
      image_url: `/images/rewards/${id}.svg`,
      denominations: Array.isArray(values) ? { kind: 'fixed', values } : { kind: 'range', ...values },
      pm_per_dollar,
      featured,
      active: true,
      sort_order: SORT_ORDER[id] ?? 100,
      provider_product_id: id.toUpperCase(),
    }),
  );

const GIFT_CARDS: Entry[] = [
  {
    id: 'amazon-us',
    name: 'Amazon.com Gift Card',
    brand: 'Amazon',
    countries: ['US'],
    values: [5, 10, 25, 50, 100],
    delivery: 'code',
    featured: true,
    description: 'Shop millions of items on Amazon.com, from books and electronics to groceries and Prime Video rentals.',
    terms:
      'Redeemable only on Amazon.com for eligible goods and services. Add the claim code to your Amazon account under Gift Cards; the balance never expires and has no fees. Cannot be reloaded, resold, transferred for value or redeemed for cash. Amazon is not a sponsor of PilotMiles.',
  },
  {
    id: 'walmart',
    name: 'Walmart Gift Card',
    brand: 'Walmart',
    countries: ['US'],
    values: [10, 25, 50, 100],
    delivery: 'code-pin',
    description: 'Groceries, household basics and electronics at any Walmart store in the US or on Walmart.com.',
    terms:
      'Use the card number and PIN at checkout on Walmart.com or show them at any Walmart or Sam\'s Club store in the US. No expiration date and no fees. Not redeemable for cash except where required by law. Walmart is not a sponsor of PilotMiles.',
  },
  {
    id: 'target',
    name: 'Target GiftCard',
    brand: 'Target',
    countries: ['US'],
    values: [5, 10, 25, 50],
    delivery: 'code-pin',
    description: 'Everyday essentials, home, style and more at Target stores across the US and on Target.com.',
    terms:
      'Redeem in any Target store in the US or on Target.com with the card number and access number (PIN). No expiration date and no fees. Cannot be used to buy other gift cards or prepaid cards. Target is not a sponsor of PilotMiles.',
  },
  {
    id: 'starbucks',
    name: 'Starbucks Card eGift',
    brand: 'Starbucks',
    countries: ['US', 'CA'],
    values: [5, 10, 25],
    delivery: 'code-pin',
    pm_per_dollar: 98,
    featured: true,
    description: 'Your next coffee, on your miles, at 2% off face value. Works at participating Starbucks stores in the US and Canada and in the Starbucks app.',
    terms:
      'Add the card number and security code to the Starbucks app or show them in store. Valid at participating Starbucks stores in the country of issue; US cards in the US, Canadian cards in Canada. No expiration date. Not redeemable for cash unless required by law. Starbucks is not a sponsor of PilotMiles.',
  },
  {
    id: 'apple',
    name: 'Apple Gift Card',
    brand: 'Apple',
    countries: ['US'],
    values: [10, 25, 50, 100],
    delivery: 'code',
    description: 'One card for apps, games, music, iCloud+ and Apple products, on the App Store or at apple.com.',
    terms:
      'Redeem the code in the App Store, the Apple Account settings or at apple.com/redeem; the balance goes to your Apple Account. US only. No expiration date. Not redeemable for cash except where required by law. Apple is not a sponsor of PilotMiles.',
  },
  {
    id: 'google-play',
    name: 'Google Play Gift Code',
    brand: 'Google Play',
    countries: ['US'],
    values: [5, 10, 25, 50],
    delivery: 'code',
    description: 'Apps, games, in-app items, books and movies on Google Play, for any Android device.',
    terms:
      'Redeem at play.google.com/redeem or in the Play Store app. For US residents 13 and older with a Google Play account in the US. No expiration date and no fees. Cannot be exchanged for cash or other cards. Google is not a sponsor of PilotMiles.',
  },
  {
    id: 'steam',
    name: 'Steam Wallet Code',
    brand: 'Steam',
    countries: [],
    values: [5, 10, 20, 50, 100],
    delivery: 'code',
    featured: true,
    description: 'Add funds to your Steam Wallet for games, DLC and in-game items from thousands of titles on Steam.',
    terms:
      'Redeem in the Steam client or at store.steampowered.com/account/redeemwalletcode. The dollar amount is converted into your Steam account\'s currency when redeemed. Wallet funds do not expire and cannot be withdrawn as cash. Valve is not a sponsor of PilotMiles.',
  },
  {
    id: 'netflix',
    name: 'Netflix Gift Card',
    brand: 'Netflix',
    countries: ['US', 'CA', 'GB'],
    values: [25, 50, 100],
    delivery: 'code',
    description: 'Pay for Netflix with miles: films and series streamed on any plan, no credit card needed.',
    terms:
      'Redeem at netflix.com/redeem; the balance pays for your membership until it runs out. Valid only in the country where it was issued. Cannot be used for other purchases or exchanged for cash. Netflix is not a sponsor of PilotMiles.',
  },
  {
    id: 'spotify',
    name: 'Spotify Premium Gift Card',
    brand: 'Spotify',
    countries: ['US', 'GB', 'DE', 'FR'],
    values: [10, 30, 60],
    delivery: 'code',
    description: 'Ad-free music and podcasts with Spotify Premium: download, skip and listen anywhere.',
    terms:
      'Redeem at spotify.com/redeem with an account registered in the country of the card. Credit applies to Spotify Premium Individual only and is used up month by month. Not valid for family, duo or student plans. No cash value. Spotify is not a sponsor of PilotMiles.',
  },
  {
    id: 'uber',
    name: 'Uber & Uber Eats Gift Card',
    brand: 'Uber',
    countries: ['US'],
    values: [15, 25, 50, 100],
    delivery: 'link',
    description: 'Rides and food delivery: one balance for Uber trips and Uber Eats orders.',
    terms:
      'Open the link to add the gift card to your Uber account (Wallet, then Add funds). Works for rides and Uber Eats in the US. No expiration date and no fees. Not redeemable for cash. Uber is not a sponsor of PilotMiles.',
  },
  {
    id: 'doordash',
    name: 'DoorDash Gift Card',
    brand: 'DoorDash',
    countries: ['US'],
    values: [15, 25, 50, 100],
    delivery: 'link',
    description: 'Takeout, groceries and convenience orders from thousands of local spots, delivered by DoorDash.',
    terms:
      'Open the link to add credits to your DoorDash account; they apply at checkout, tip included. US only. Credits do not expire. Cannot be transferred or exchanged for cash. DoorDash is not a sponsor of PilotMiles.',
  },
  {
    id: 'best-buy',
    name: 'Best Buy Gift Card',
    brand: 'Best Buy',
    countries: ['US'],
    values: [25, 50, 100],
    delivery: 'code-pin',
    description: 'Laptops, phones, TVs, games and appliances at Best Buy stores and BestBuy.com.',
    terms:
      'Use the card number and PIN on BestBuy.com or at any US Best Buy store. No expiration date and no fees. Cannot be used to buy other gift cards. Not redeemable for cash unless required by law. Best Buy is not a sponsor of PilotMiles.',
  },
  {
    id: 'home-depot',
    name: 'The Home Depot Gift Card',
    brand: 'The Home Depot',
    countries: ['US'],
    values: [25, 50, 100],
    delivery: 'code-pin',
    description: 'Tools, paint, garden and everything for the next home project, in store or online.',
    terms:
      'Redeem at any The Home Depot store in the US or on homedepot.com with the card number and PIN. No expiration date and no fees. Not redeemable for cash except where required by law. The Home Depot is not a sponsor of PilotMiles.',
  },
  {
    id: 'sephora',
    name: 'Sephora Gift Card',
    brand: 'Sephora',
    countries: ['US', 'CA'],
    values: [25, 50, 100],
    delivery: 'code-pin',
    description: 'Makeup, skincare, fragrance and hair care from hundreds of brands at Sephora.',
    terms:
      'Use in Sephora stores or on sephora.com in the country of issue (US or Canada) with the card number and PIN. No expiration date and no fees. Not redeemable for cash unless required by law. Sephora is not a sponsor of PilotMiles.',
  },
  {
    id: 'nike',
    name: 'Nike Gift Card',
    brand: 'Nike',
    countries: ['US'],
    values: [25, 50, 100],
    delivery: 'code-pin',
    description: 'Shoes, apparel and gear on Nike.com, in the Nike App and at Nike stores in the US.',
    terms:
      'Redeem on Nike.com, in the Nike App or at Nike retail stores in the US with the card number and PIN. No expiration date and no fees. Cannot be used to buy other gift cards. No cash value. Nike is not a sponsor of PilotMiles.',
  },
  {
    id: 'xbox',
    name: 'Xbox Gift Card',
    brand: 'Xbox',
    countries: ['US', 'GB', 'CA'],
    values: [10, 25, 50],
    delivery: 'code',
    description: 'Games, add-ons, Game Pass and films from the Microsoft Store on Xbox and Windows.',
    terms:
      'Redeem at redeem.microsoft.com or on your console; the balance goes to your Microsoft account in its local currency. Valid only in the country of issue (US, UK or Canada). No expiration date. No cash value. Microsoft is not a sponsor of PilotMiles.',
  },
  {
    id: 'playstation',
    name: 'PlayStation Store Gift Card',
    brand: 'PlayStation',
    countries: ['US', 'GB', 'CA'],
    values: [10, 25, 50, 100],
    delivery: 'code',
    description: 'Games, add-ons and PlayStation Plus from the PlayStation Store on PS5 and PS4.',
    terms:
      'Redeem the code in the PlayStation Store or at store.playstation.com. Needs a PlayStation Network account registered in the country of issue (US, UK or Canada). Funds do not expire. No cash value. Sony Interactive Entertainment is not a sponsor of PilotMiles.',
  },
  {
    id: 'amazon-uk',
    name: 'Amazon.co.uk Gift Card',
    brand: 'Amazon',
    countries: ['GB'],
    values: [5, 10, 25, 50],
    delivery: 'code',
    description: 'Shop millions of items on Amazon.co.uk. The dollar value is delivered as its pound sterling equivalent on the day of redemption.',
    terms:
      'Redeemable only on Amazon.co.uk for eligible goods. The card is issued in GBP at the exchange rate of the day it is delivered. Valid for 10 years from issue. Cannot be reloaded, resold or redeemed for cash. Amazon is not a sponsor of PilotMiles.',
  },
  {
    id: 'visa-prepaid',
    name: 'Visa Prepaid Card',
    brand: 'Visa',
    countries: ['US'],
    values: { min: 25, max: 500, step: 25 },
    delivery: 'link',
    pm_per_dollar: 105,
    description: 'A virtual prepaid Visa card you can spend almost anywhere Visa debit is accepted in the US, online or in Apple Pay and Google Pay. Any amount from $25 to $500.',
    terms:
      'Costs 105 PM per $1: a 5% fee over face value covers the card issuer\'s charges. Open the link to claim the virtual card number, expiry date and security code. Valid in the US only, for 6 months from delivery; an unused balance after expiry is lost. Cannot be used at ATMs or for recurring payments. Issued by a partner bank under licence from Visa U.S.A. Inc.',
  },
];

const CASH: Entry[] = [
  {
    id: 'paypal',
    name: 'PayPal Cash',
    brand: 'PayPal',
    countries: [],
    values: { min: 5, max: 500, step: 5 },
    delivery: 'paypal',
    featured: true,
    description: 'Cash out your miles straight to PayPal, from a $5 minimum up to $500 in $5 steps. The money is sent to the PayPal account of your PilotMiles account\'s e-mail address.',
    terms:
      'Sent in US dollars to the PayPal account registered to the e-mail address of your PilotMiles account; if there is none, PayPal invites that address to claim the money within 30 days, after which the payout is returned and your miles refunded. PayPal may convert the amount into your account currency at its own rate. Identity verification may be needed before the first cash payout. PayPal is not a sponsor of PilotMiles.',
  },
];

const FLIGHTS: Entry[] = [
  {
    id: 'delta',
    name: 'Delta Air Lines Gift Card',
    brand: 'Delta',
    countries: ['US'],
    values: [50, 100, 250],
    delivery: 'code-pin',
    featured: true,
    description: 'Put your miles toward Delta flights to hundreds of destinations, plus seat upgrades and bag fees.',
    terms:
      'Use the card number and PIN when you book on delta.com or through Delta Reservations; up to 5 gift cards per booking. Valid for flights on Delta and Delta Connection. No expiration date. Not redeemable for cash. Delta Air Lines is not a sponsor of PilotMiles.',
  },
  {
    id: 'southwest',
    name: 'Southwest Airlines Gift Card',
    brand: 'Southwest',
    countries: ['US'],
    values: [50, 100, 200],
    delivery: 'code-pin',
    description: 'Fly Southwest across the US, Mexico and the Caribbean: flights, upgrades and EarlyBird Check-In.',
    terms:
      'Redeem with the card number and security code at southwest.com or in the Southwest app, for travel on Southwest Airlines only. No expiration date. Not redeemable for cash. Southwest Airlines is not a sponsor of PilotMiles.',
  },
  {
    id: 'united',
    name: 'United Airlines Travel Certificate',
    brand: 'United',
    countries: ['US'],
    values: [50, 100, 250],
    delivery: 'code',
    description: 'A United electronic travel certificate for flights on United and United Express from the US.',
    terms:
      'Apply the certificate code when you book on united.com or in the United app. Valid for travel booked within 12 months of issue, for base fare, taxes and fees on United and United Express. Any unused value stays on the certificate until it expires. No cash value. United Airlines is not a sponsor of PilotMiles.',
  },
  {
    id: 'airbnb',
    name: 'Airbnb Gift Card',
    brand: 'Airbnb',
    countries: ['US', 'GB', 'CA', 'DE', 'FR', 'AU'],
    values: [25, 50, 100, 200],
    delivery: 'link',
    description: 'Stays and experiences in more than 220 countries and regions: from a city flat to a cabin by the lake.',
    terms:
      'Open the link to add the gift card to your Airbnb account (Account, then Payments, then Gift cards); the credit applies automatically at checkout. The value is converted into your account currency. No expiration date and no fees. Not redeemable for cash. Airbnb is not a sponsor of PilotMiles.',
  },
  {
    id: 'expedia',
    name: 'Expedia Travel Voucher',
    brand: 'Expedia',
    countries: ['US', 'GB', 'CA', 'AU'],
    values: [25, 50, 100, 250],
    delivery: 'code',
    pm_per_dollar: 95,
    description: 'Hotels, flights, car hire and package holidays on Expedia, at 5% off face value in miles.',
    terms:
      'Costs 95 PM per $1: a 5% discount on face value. Enter the code at checkout on the Expedia site of your country; the value is converted into local currency. Valid for 12 months from delivery. Cannot be combined with other vouchers on one booking or exchanged for cash. Expedia is not a sponsor of PilotMiles.',
  },
  {
    id: 'british-airways',
    name: 'British Airways Travel Voucher',
    brand: 'British Airways',
    countries: ['GB'],
    values: [50, 100, 250],
    delivery: 'code-pin',
    description: 'Fly British Airways from the UK to more than 200 destinations worldwide. Delivered as its pound sterling equivalent.',
    terms:
      'Redeem with the voucher number and PIN on ba.com when booking flights or holidays that depart from the UK. Issued in GBP at the exchange rate of the day it is delivered and valid for 12 months. Cannot be exchanged for cash or Avios. British Airways is not a sponsor of PilotMiles.',
  },
];

/** Popularity rank (sort_order): lower is shown first in 'Most popular'. */
const POPULARITY = [
  'amazon-us',
  'paypal',
  'walmart',
  'starbucks',
  'steam',
  'apple',
  'google-play',
  'target',
  'visa-prepaid',
  'netflix',
  'uber',
  'doordash',
  'delta',
  'spotify',
  'xbox',
  'playstation',
  'best-buy',
  'southwest',
  'home-depot',
  'airbnb',
  'sephora',
  'nike',
  'expedia',
  'amazon-uk',
  'united',
  'british-airways',
];
const SORT_ORDER = Object.fromEntries(POPULARITY.map((id, i) => [id, i + 1]));

const SEED_REWARDS: AdminReward[] = [
  ...build('gift-card', GIFT_CARDS),
  ...build('cash', CASH),
  ...build('flights', FLIGHTS),
];

/** Each entry as staff could save it (adminRewardBody), with its image in web/public; throws otherwise. */
function validSeedRewards(): AdminReward[] {
  const seen = new Set<string>();
  return SEED_REWARDS.map(({ id, ...body }) => {
    if (!rewardId.safeParse(id).success) throw new Error(`seed: reward ${id}: not a valid reward id`);
    if (seen.has(id)) throw new Error(`seed: reward ${id}: listed twice`);
    seen.add(id);
    if (!POPULARITY.includes(id)) throw new Error(`seed: reward ${id}: missing from POPULARITY`);
    const parsed = adminRewardBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`seed: reward ${id}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    if (!existsSync(join(PUBLIC_DIR, parsed.data.image_url)))
      throw new Error(`seed: reward ${id}: image ${parsed.data.image_url} is not in web/public`);
    return { id, ...parsed.data };
  });
}

/**
 * Creates rewards/{id} for every seed entry that is not there yet; an existing entry (perhaps edited
 * by staff) is never overwritten. Answers the log line.
 */
export async function seedRewards(db: Firestore): Promise<string> {
  const rewards = validSeedRewards();
  const now = Timestamp.now();
  const created = await Promise.all(
    rewards.map((reward) =>
      db
        .collection('rewards')
        .doc(reward.id)
        .create({ ...reward, created_at: now, updated_at: now })
        .then(
          () => true,
          (err: unknown) => {
            if ((err as { code?: unknown }).code === ALREADY_EXISTS) return false;
            throw err;
          },
        ),
    ),
  );
  const added = created.filter(Boolean).length;
  return `${rewards.length} rewards in the catalogue (${added} added, ${rewards.length - added} kept)`;
}
