/**
 * The Shop & Save catalogue: one brand per store of the affiliate simulator
 * (emulators/partners/affiliates/advertisers.ts), with PilotMiles' own rate (below what the network
 * pays us), terms, flags and local logo; and two orders of the demo member made through the real
 * path (an activation, then the network's reports through the conversion engine): one pending, one
 * confirmed. Idempotent: brands are upserted, and the demo orders have fixed order numbers.
 */
import { SHOPPING_CATEGORY_NAMES, type CashbackRate } from '@pilotmiles/core';
import { ADVERTISERS, commissionOn, type Advertiser } from '../partners/affiliates/advertisers';
import { activateShopping, applyShopReport, db, openShopClaim, saveBrands } from '../../functions/src/forScripts';

type Row = [
  key: string,
  rate: CashbackRate,
  upTo: boolean,
  popularity: number,
  /** 'p': popular; 'f{n}': featured, n-th in the row. */
  flags: string,
  description: string,
  /** Brand-specific terms, before the category's. */
  terms: string[],
];

const pct = (percent: number): CashbackRate => ({ kind: 'percent', percent });
const pm = (pilot_miles: number): CashbackRate => ({ kind: 'fixed', pilot_miles });

const ROWS: readonly Row[] = [
  ['northwind-outfitters', pct(6), true, 960, 'p f1', 'Outdoor-ready clothing, boots and bags for city and trail.', ['Up to 6% on full-price items; 2% on sale items.']],
  ['marigold-and-vine', pct(8), false, 720, 'p', 'Bright dresses, prints and accessories, designed in small runs.', []],
  ['urban-thread', pct(5), false, 430, '', 'Everyday basics in organic cotton: tees, hoodies, socks.', []],
  ['sable-denim', pct(5), true, 380, '', 'Raw and washed denim, cut and sewn to last.', ['Up to 5% on jeans; 3% on everything else.']],
  ['lumen-footwear', pct(7), false, 510, '', 'Comfortable shoes and sneakers for long days on your feet.', []],
  ['petal-lane', pct(9), false, 260, '', 'Independent womenswear boutique with weekly drops.', []],
  ['bytehaus', pct(2), true, 990, 'p f4', 'Computers, components, gadgets and accessories at everyday prices.', ['Up to 2% on accessories; 1% on computers, phones and consoles.', 'No cashback on Apple products or extended warranties.']],
  ['voltline', pct(4), false, 340, '', 'Chargers, power banks and cables that survive the bottom of a bag.', []],
  ['pixel-harbor', pct(3), false, 300, '', 'Cameras, lenses and drones for every level.', []],
  ['quantum-audio', pct(4), false, 690, 'p', 'Headphones, earbuds and speakers tuned by audio engineers.', []],
  ['novatech-direct', pct(1.5), false, 610, '', 'Laptops, monitors and desktops shipped the next day.', ['No cashback on refurbished items.']],
  ['circuit-cove', pct(3.5), false, 280, '', 'Smart plugs, lights and cameras that set up in minutes.', []],
  ['alder-and-oak', pct(4), true, 700, 'p', 'Solid-wood tables, chairs and shelving, delivered and assembled.', ['Up to 4% on furniture; 2% on décor.']],
  ['hearthstone-home', pct(5), false, 450, '', 'Sofas, rugs and lighting for the living room.', []],
  ['linen-loft', pct(6), false, 520, '', 'Linen and cotton bedding, towels and bath.', []],
  ['copper-kettle', pct(5.5), false, 410, '', 'Cookware, knives and kitchen tools that last a lifetime.', []],
  ['greenleaf-garden', pct(7), false, 330, '', 'Houseplants, pots, seeds and garden tools.', ['No cashback on live plants shipped outside the mainland.']],
  ['glow-theory', pct(8), true, 880, 'p f3', 'Skincare backed by science: serums, creams and sunscreen.', ['Up to 8% on skincare; 4% on sets and subscriptions.']],
  ['bloom-apothecary', pct(7), false, 420, '', 'Botanical bath, body and fragrance.', []],
  ['velvet-skin-lab', pct(5), false, 360, '', 'Clinical skincare formulated with dermatologists.', []],
  ['pure-ritual', pct(10), true, 470, '', 'Clean beauty essentials, refillable where possible.', ['Up to 10% on first orders; 5% on repeat orders.']],
  ['mane-street', pct(6), false, 290, '', 'Salon-grade shampoo, conditioner and styling.', []],
  ['skynest-hotels', pct(4), true, 940, 'p f2', 'Hotels in 900 cities, with free cancellation on most rooms.', ['Cashback is paid after your stay is completed.', 'Up to 4% on hotels; 2% on packages.']],
  ['wanderly', pct(5), false, 650, 'p', 'Tours, tickets and day trips wherever you go.', ['Cashback is paid after the activity date.']],
  ['blueharbor-cruises', pm(2000), false, 400, '', 'Cruises from coastal ports, three to fourteen nights.', ['2,000 PM per booking of 3 nights or more, paid after sailing.']],
  ['roadrunner-rentals', pm(800), false, 560, '', 'Car rental with no counter queue: unlock the car with your phone.', ['800 PM per rental of 2 days or more, paid after the rental ends.']],
  ['compass-luggage', pct(5), false, 310, '', 'Carry-ons and checked luggage with a lifetime warranty.', []],
  ['ember-eats', pm(250), false, 970, 'p', 'Food from local restaurants to your door.', ['250 PM per order of $15 or more; one order a day.']],
  ['freshcrate', pm(1500), true, 600, 'f5', 'Meal kits with fresh ingredients: dinner in 20 minutes.', ['Up to 1,500 PM on your first box; later boxes earn 300 PM.']],
  ['daily-grind', pct(7), false, 350, '', 'Fresh-roasted coffee beans and subscriptions.', []],
  ['greenbowl', pm(200), false, 390, '', 'Salads and grain bowls delivered at lunch.', ['200 PM per order of $12 or more.']],
  ['pantry-express', pct(2), false, 760, 'p', 'Groceries and household essentials in an hour.', ['No cashback on alcohol, tobacco or gift cards.']],
  ['cobalt-running', pct(6), true, 820, 'p f6', 'Running shoes, apparel and watches for every distance.', ['Up to 6% on apparel; 3% on shoes and watches.']],
  ['summit-gear', pct(5), false, 480, '', 'Climbing, camping and hiking gear tested in the hills.', []],
  ['tidewater-outdoors', pct(5), false, 270, '', 'Kayaks, fishing tackle and sailing gear.', []],
  ['ironpulse-fitness', pct(4), false, 440, '', 'Dumbbells, racks and bikes for the home gym.', ['No cashback on delivery and installation fees.']],
  ['fairway-golf', pct(3), false, 250, '', 'Clubs, balls, bags and shoes at outlet prices.', []],
  ['dapper-hound', pct(8), false, 640, 'p', 'Collars, leads, beds and treats for dogs.', []],
  ['whisker-pantry', pct(7), false, 460, '', 'Food, litter and toys for cats, on repeat delivery.', []],
  ['happy-tails', pct(4), false, 320, '', 'Everything for pets, from food to vet-approved care.', []],
  ['fin-and-feather', pct(5), false, 200, '', 'Aquariums, fish care and bird supplies.', []],
  ['little-acorn', pct(6), false, 370, '', 'Wooden toys and games made to be handed down.', []],
  ['tiny-trails', pct(7), false, 240, '', 'Waterproof outdoor clothes for kids.', []],
  ['bright-blocks', pct(5), false, 300, '', 'Building sets, puzzles and STEM kits.', []],
];

/** Days from an order to the network's approval, by category (return windows, stays, sailings). */
const APPROVAL_DAYS: Readonly<Record<string, number>> = {
  fashion: 60,
  electronics: 45,
  home: 60,
  beauty: 45,
  travel: 90,
  'food-delivery': 30,
  sports: 60,
  pets: 45,
  kids: 60,
};

/** What applies to every brand (as Rakuten-style stores list them). */
const COMMON_TERMS = [
  'Activate cashback before you shop, in the same browser, and complete the order in that visit.',
  'Cashback is on the order total after discounts, before taxes, shipping and fees.',
  'No cashback on gift cards, or on orders that are returned or cancelled.',
];

function brandDocOf(a: Advertiser, row: Row) {
  const [, rate, up_to, popularity, flags, description, terms] = row;
  const featured = /\bf(\d+)\b/.exec(flags);
  const approval_days = APPROVAL_DAYS[a.category] ?? 45;
  return {
    id: a.key,
    name: a.name,
    logo_url: `/images/brands/${a.key}.svg`,
    category: a.category,
    rate,
    up_to,
    popular: /\bp\b/.test(flags),
    featured: !!featured,
    description,
    terms: [...terms, ...COMMON_TERMS, `Orders usually confirm about ${approval_days} days after purchase.`],
    network: a.network,
    advertiser_id: a.advertiserId,
    approval_days,
    website: a.website,
    tracking_url: null,
    popularity,
    featured_order: featured ? Number(featured[1]) : 0,
    active: true,
  };
}

/** The brand documents, checked against the simulator's stores (one each, known categories). */
function seedBrandDocs() {
  const rows = new Map(ROWS.map((r) => [r[0], r]));
  const missing = ADVERTISERS.filter((a) => !rows.has(a.key)).map((a) => a.key);
  if (missing.length || rows.size !== ADVERTISERS.length) throw new Error(`seed brands: rows and stores differ (${missing.join(', ')})`);
  return ADVERTISERS.map((a) => {
    if (!SHOPPING_CATEGORY_NAMES[a.category]) throw new Error(`seed brands: unknown category ${a.category}`);
    return brandDocOf(a, rows.get(a.key)!);
  });
}

/**
 * The demo member's orders: one pending at its store, one the store approved. Order numbers are
 * the member's own (an order id is unique per network, so another member's seed must not take it).
 */
const DEMO_ORDERS = [
  { brand: 'northwind-outfitters', prefix: 'NO', sale: 89.9, statuses: ['pending'] },
  { brand: 'alder-and-oak', prefix: 'AO', sale: 149, statuses: ['pending', 'approved'] },
] as const;

export async function seedBrands(demoUid: string): Promise<string> {
  const docs = seedBrandDocs();
  await saveBrands(docs);

  let orders = 0;
  const activated = await db.collection('shopActivations').where('uid', '==', demoUid).limit(1).get();
  if (activated.empty && demoUid) {
    for (const order of DEMO_ORDERS) {
      const brand = docs.find((d) => d.id === order.brand)!;
      const advertiser = ADVERTISERS.find((a) => a.key === order.brand)!;
      const { sub_id } = await activateShopping({ uid: demoUid, brandId: brand.id, ip: null, userAgent: 'seed' });
      const commission = commissionOn(advertiser, order.sale);
      for (const status of order.statuses)
        await applyShopReport(brand.network, {
          subId: sub_id,
          orderId: `${order.prefix}-SEED-${demoUid.slice(0, 10)}`,
          advertiserId: brand.advertiser_id,
          saleAmount: order.sale,
          commissionUsd: commission,
          status,
        });
      orders++;
    }
    // A missing-cashback claim for staff to look at: a visit ten days ago, an order two days later.
    const DAY = 24 * 60 * 60 * 1000;
    const visited = new Date(Date.now() - 10 * DAY);
    await activateShopping({ uid: demoUid, brandId: 'glow-theory', ip: null, userAgent: 'seed' }, visited);
    await openShopClaim(
      demoUid,
      { brand_id: 'glow-theory', order_id: `GT-SEED-${demoUid.slice(0, 10)}`, order_date: new Date(visited.getTime() + 2 * DAY).toISOString().slice(0, 10), amount: 64.5 },
      new Date(visited.getTime() + 8 * DAY),
    );
  }
  return `${docs.length} brands${orders ? `, ${orders} demo orders and a claim` : ''}`;
}
