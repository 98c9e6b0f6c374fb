/**
 * The stores the affiliate-network simulator runs, as the three networks know them: each
 * advertiser's id at its network (Rakuten MID, Impact campaign id, CJ CID), its name, site,
 * colours, what it pays the publisher (us) and a few products to buy. PilotMiles' own catalogue
 * (rates, terms, flags) is emulators/seed/brands.ts, keyed by `key` (also the logo's file name).
 * All names are fictional.
 */
export const NETWORKS = ['rakuten', 'impact', 'cj'] as const;
export type Network = (typeof NETWORKS)[number];

export interface Product {
  sku: string;
  name: string;
  /** Dollars. */
  price: number;
}

/** What the network pays us per order: a share of the sale, or a flat amount (dollars). */
export type Commission = { percent: number } | { flat: number };

export interface Advertiser {
  /** Our brand id for it (emulators/seed/brands.ts) and the logo file web/public/images/brands/{key}.svg. */
  key: string;
  network: Network;
  advertiserId: string;
  name: string;
  category: string;
  website: string;
  /** Background and text colours of its logo and store page. */
  colors: readonly [string, string];
  tagline: string;
  /** Order numbers look like {prefix}-XXXXXXXX. */
  orderPrefix: string;
  commission: Commission;
  products: readonly Product[];
}

/** Products by category: [name, price in dollars]. Each store gets four, priced around these. */
const CATALOGUE: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  fashion: [['Linen shirt', 49.9], ['Slim chinos', 59.9], ['Wool-blend coat', 189], ['Canvas sneakers', 64.5], ['Silk scarf', 34]],
  electronics: [['Wireless earbuds', 89.99], ['27" 4K monitor', 329], ['USB-C dock', 119.5], ['Mechanical keyboard', 139], ['Smart speaker', 79.99]],
  home: [['Oak side table', 149], ['Cotton duvet set', 119], ['Cast-iron skillet', 45.5], ['Ceramic planter set', 38], ['Floor lamp', 99]],
  beauty: [['Vitamin C serum', 32], ['Hydrating cream', 28.5], ['Hair repair mask', 24], ['Mineral sunscreen SPF 50', 19.99], ['Gift set', 65]],
  travel: [['2 nights, city hotel', 289], ['Weekend car rental', 164.4], ['Carry-on suitcase', 219], ['3-day cruise, inside cabin', 499], ['Airport lounge pass', 39]],
  'food-delivery': [['Family meal box', 42], ['Weekly meal kit (3 recipes)', 59.94], ['Coffee subscription, 1 month', 24], ['Grocery basket', 86.3], ['Lunch bowl', 13.5]],
  sports: [['Trail running shoes', 134], ['Insulated jacket', 179], ['Yoga mat', 42], ['Adjustable dumbbells', 229], ['Golf balls (dozen)', 39.99]],
  pets: [['Grain-free dog food, 12 kg', 64.99], ['Cat tree', 89], ['Bird seed mix', 14.5], ['Orthopaedic dog bed', 79], ['Aquarium starter kit', 119]],
  kids: [['Wooden train set', 54], ['Puzzle, 500 pieces', 18.99], ['Toddler rain boots', 29.5], ['Building blocks, 300', 44], ['Plush bear', 22]],
};

type Row = [key: string, network: Network, advertiserId: string, name: string, category: string, colors: [string, string], tagline: string, commission: Commission];

/** 44 stores across 9 categories, spread over the three networks. */
const ROWS: readonly Row[] = [
  ['northwind-outfitters', 'rakuten', '38605', 'Northwind Outfitters', 'fashion', ['#1f3a5f', '#ffffff'], 'Clothes for long walks and short trips', { percent: 9 }],
  ['marigold-and-vine', 'impact', '14021', 'Marigold & Vine', 'fashion', ['#e8a33d', '#2b1a05'], 'Dresses, prints and colour', { percent: 11 }],
  ['urban-thread', 'cj', '5512034', 'Urban Thread Co.', 'fashion', ['#2d2d2d', '#f2c14e'], 'Everyday basics, better made', { percent: 7 }],
  ['sable-denim', 'rakuten', '41877', 'Sable Denim', 'fashion', ['#283c6e', '#e9edf7'], 'Raw denim since 1994', { percent: 8 }],
  ['lumen-footwear', 'impact', '15530', 'Lumen Footwear', 'fashion', ['#f4f1ea', '#3a2f2a'], 'Shoes that glow on long days', { percent: 10 }],
  ['petal-lane', 'cj', '5520417', 'Petal Lane Boutique', 'fashion', ['#f7c6d0', '#5a1f33'], 'Small-batch womenswear', { percent: 12 }],
  ['bytehaus', 'rakuten', '39120', 'byteHaus', 'electronics', ['#0b0f1a', '#37e2a5'], 'Computers, parts and gadgets', { percent: 3 }],
  ['voltline', 'impact', '16201', 'Voltline', 'electronics', ['#ffd400', '#111111'], 'Chargers, cables and power', { percent: 6 }],
  ['pixel-harbor', 'cj', '5531288', 'Pixel Harbor', 'electronics', ['#0d5c8f', '#ffffff'], 'Cameras and drones', { percent: 4 }],
  ['quantum-audio', 'rakuten', '40233', 'Quantum Audio', 'electronics', ['#4b1d7a', '#f0e6ff'], 'Headphones and speakers', { percent: 5 }],
  ['novatech-direct', 'impact', '16877', 'NovaTech Direct', 'electronics', ['#e23b3b', '#ffffff'], 'Laptops and monitors, shipped fast', { percent: 2.5 }],
  ['circuit-cove', 'cj', '5540192', 'Circuit Cove', 'electronics', ['#1c7c6b', '#eafff9'], 'Smart home, made simple', { percent: 5 }],
  ['alder-and-oak', 'cj', '5512345', 'Alder & Oak', 'home', ['#6b4f2c', '#f5ecd9'], 'Solid-wood furniture', { percent: 6 }],
  ['hearthstone-home', 'rakuten', '42011', 'Hearthstone Home', 'home', ['#8c2f1b', '#fff4ee'], 'Everything for the living room', { percent: 7 }],
  ['linen-loft', 'impact', '17044', 'Linen Loft', 'home', ['#dfe7e2', '#2e4a3d'], 'Bedding and bath', { percent: 9 }],
  ['copper-kettle', 'cj', '5545501', 'Copper Kettle Kitchen', 'home', ['#b5651d', '#fff7ef'], 'Cookware that lasts', { percent: 8 }],
  ['greenleaf-garden', 'rakuten', '42590', 'Greenleaf Garden Supply', 'home', ['#2f7d32', '#f1ffe9'], 'Plants, pots and tools', { percent: 10 }],
  ['glow-theory', 'impact', '17510', 'Glow Theory', 'beauty', ['#ffe1cc', '#7a2e12'], 'Skincare backed by science', { percent: 12 }],
  ['bloom-apothecary', 'cj', '5550713', 'Bloom Apothecary', 'beauty', ['#a34f7d', '#ffffff'], 'Botanical bath and body', { percent: 10 }],
  ['velvet-skin-lab', 'rakuten', '43102', 'Velvet Skin Lab', 'beauty', ['#2a1b3d', '#e6c8ff'], 'Clinical skincare', { percent: 8 }],
  ['pure-ritual', 'impact', '18008', 'Pure Ritual', 'beauty', ['#f6f6f1', '#4d5b3a'], 'Clean beauty essentials', { percent: 14 }],
  ['mane-street', 'cj', '5551984', 'Mane Street', 'beauty', ['#111827', '#fca5a5'], 'Salon haircare at home', { percent: 9 }],
  ['skynest-hotels', 'rakuten', '43777', 'SkyNest Hotels', 'travel', ['#0e4d92', '#ffffff'], 'Hotels in 900 cities', { percent: 6 }],
  ['wanderly', 'impact', '18530', 'Wanderly', 'travel', ['#ff6f59', '#ffffff'], 'Tours and activities', { percent: 8 }],
  ['blueharbor-cruises', 'cj', '5560220', 'BlueHarbor Cruises', 'travel', ['#023e7d', '#cde7ff'], 'Cruises from the coast', { flat: 30 }],
  ['roadrunner-rentals', 'rakuten', '44019', 'RoadRunner Rentals', 'travel', ['#f2a900', '#1a1a1a'], 'Car rental, no counter queue', { flat: 12 }],
  ['compass-luggage', 'impact', '18902', 'Compass Luggage', 'travel', ['#3b3b3b', '#e0c097'], 'Luggage with a lifetime warranty', { percent: 7 }],
  ['ember-eats', 'cj', '5561870', 'Ember Eats', 'food-delivery', ['#d7263d', '#ffffff'], 'Restaurants to your door', { flat: 4 }],
  ['freshcrate', 'rakuten', '44566', 'FreshCrate Meals', 'food-delivery', ['#3aa655', '#ffffff'], 'Meal kits, 20 minutes a dinner', { flat: 25 }],
  ['daily-grind', 'impact', '19055', 'Daily Grind Coffee', 'food-delivery', ['#4e342e', '#ffe0b2'], 'Fresh-roasted beans by mail', { percent: 10 }],
  ['greenbowl', 'cj', '5570034', 'GreenBowl Kitchen', 'food-delivery', ['#99c24d', '#1f2d0a'], 'Salads and bowls, delivered', { flat: 3 }],
  ['pantry-express', 'rakuten', '45003', 'Pantry Express', 'food-delivery', ['#ff9f1c', '#2b1600'], 'Groceries in an hour', { percent: 3 }],
  ['cobalt-running', 'impact', '19411', 'Cobalt Running', 'sports', ['#0047ab', '#ffffff'], 'Shoes and kit for runners', { percent: 9 }],
  ['summit-gear', 'cj', '5575012', 'Summit Gear', 'sports', ['#2e3a2f', '#ffcc33'], 'Climbing and camping', { percent: 8 }],
  ['tidewater-outdoors', 'rakuten', '45560', 'Tidewater Outdoors', 'sports', ['#006d77', '#edf6f9'], 'Paddle, fish and sail', { percent: 7 }],
  ['ironpulse-fitness', 'impact', '19880', 'IronPulse Fitness', 'sports', ['#1b1b1b', '#ff3c38'], 'Home gym equipment', { percent: 6 }],
  ['fairway-golf', 'cj', '5580777', 'Fairway Golf Outlet', 'sports', ['#1e5631', '#f4f1de'], 'Clubs, balls and bags', { percent: 5 }],
  ['dapper-hound', 'rakuten', '46021', 'Dapper Hound', 'pets', ['#3d405b', '#f2cc8f'], 'Collars, beds and treats for dogs', { percent: 12 }],
  ['whisker-pantry', 'impact', '20312', 'Whisker Pantry', 'pets', ['#f28482', '#ffffff'], 'Food and toys for cats', { percent: 10 }],
  ['happy-tails', 'cj', '5589040', 'Happy Tails Pet Co.', 'pets', ['#ffb703', '#023047'], 'Everything for pets, delivered', { percent: 6 }],
  ['fin-and-feather', 'rakuten', '46588', 'Fin & Feather Supply', 'pets', ['#219ebc', '#ffffff'], 'Aquariums and birds', { percent: 8 }],
  ['little-acorn', 'impact', '20765', 'Little Acorn Toys', 'kids', ['#a3b18a', '#344e41'], 'Wooden toys that last', { percent: 9 }],
  ['tiny-trails', 'cj', '5590315', 'Tiny Trails Kids', 'kids', ['#8ecae6', '#023047'], 'Outdoor clothes for kids', { percent: 10 }],
  ['bright-blocks', 'rakuten', '47030', 'Bright Blocks', 'kids', ['#e63946', '#f1faee'], 'Building sets and puzzles', { percent: 7 }],
];

/** Four products of the category, prices nudged per store so stores differ. */
function productsFor(key: string, index: number, category: string): Product[] {
  const list = CATALOGUE[category]!;
  return [0, 1, 2, 3].map((n) => {
    const [name, price] = list[(index + n) % list.length]!;
    const nudge = 1 + (((index * 7 + n * 3) % 9) - 4) / 40;
    return { sku: `${key}-${n + 1}`, name, price: Math.round(price * nudge * 100) / 100 };
  });
}

const prefixOf = (name: string) =>
  name
    .replace(/[^A-Za-z ]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 3)
    .padEnd(2, 'X');

export const ADVERTISERS: readonly Advertiser[] = ROWS.map(([key, network, advertiserId, name, category, colors, tagline, commission], index) => ({
  key,
  network,
  advertiserId,
  name,
  category,
  website: `https://www.${key}.example`,
  colors,
  tagline,
  orderPrefix: prefixOf(name),
  commission,
  products: productsFor(key, index, category),
}));

export const findAdvertiser = (network: string, advertiserId: string) =>
  ADVERTISERS.find((a) => a.network === network && a.advertiserId === advertiserId);

/** The network's commission on a sale, in dollars (rounded to cents). */
export function commissionOn(advertiser: Advertiser, sale: number): number {
  const c = advertiser.commission;
  return 'flat' in c ? c.flat : Math.round(sale * c.percent) / 100;
}
