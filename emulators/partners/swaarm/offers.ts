/**
 * The Swaarm simulator's offer feed, as Swaarm's publisher API shapes it. Pure data (its one import,
 * origin.ts, has none), so the sync's unit tests can read the same offers the local stack serves.
 * The names are invented (or common words); every image is drawn by images.ts. A few descriptions
 * are hostile on purpose: the sync must reduce them to p, b, i, em, strong and br without attributes.
 */
import { PARTNERS_ORIGIN } from '../origin';

/** Where the simulator answers; the feed's image and tracking links point here. */
const SWAARM_SIM_URL = `${PARTNERS_ORIGIN}/swaarm`;
/** The local publisher id and feed key (functions/.env.demo-pilotmiles, functions/.secret.local). */
export const SWAARM_PUBLISHER_ID = 'pm-local';
export const SWAARM_API_KEY = 'local-feed-key';

export type SwaarmPlatform = 'ios' | 'android' | 'web';
export type SwaarmCategory = 'game' | 'app' | 'survey' | 'explore' | 'signup' | 'travel';
export type SwaarmOfferType = 'CPE' | 'CPI' | 'CPA' | 'CPL';

/** One step that pays on its own; `eventTypeId` comes back in the postback as #{offer.eventTypeId}. */
export interface SwaarmEvent {
  eventTypeId: string;
  name: string;
  payout: { theyGetInDollars: number };
}

export interface SwaarmOffer {
  /** Digits, stable across feeds. */
  id: string;
  name: string;
  /** HTML, not sanitised. */
  description: string;
  status: 'active';
  previewUrl: string;
  /** The publisher appends &pub_click_id=<its click id>. */
  trackingUrl: string;
  platform: SwaarmPlatform;
  category: SwaarmCategory;
  type: SwaarmOfferType | null;
  /** Popularity, 0..100, higher is more popular. */
  rank: number;
  countries: string[];
  events: SwaarmEvent[];
}

type Step = readonly [eventTypeId: string, name: string, dollars: number];

interface Row {
  id: string;
  name: string;
  category: SwaarmCategory;
  platform: SwaarmPlatform;
  type: SwaarmOfferType | null;
  rank: number;
  steps: readonly Step[];
  description: string;
  countries?: string[];
  /** The preview link names an image the simulator does not have (a 404), for the "hidden if it fails" rule. */
  missingImage?: boolean;
}

const install = (dollars: number): Step => ['install', 'Install', dollars];
const level = (n: number, dollars: number): Step => [`level_${n}`, `Reach level ${n}`, dollars];
const survey = (dollars: number): Step => ['complete_survey', 'Complete survey', dollars];

const NORTH_AMERICA_UK = ['US', 'CA', 'GB'];

const ROWS: readonly Row[] = [
  // Games: mostly multi-step, a few worth $50-$300 so the hold rules (>5,000 and >25,000 PM) apply.
  { id: '10234', name: 'Royal Match', category: 'game', platform: 'ios', type: 'CPE', rank: 97, steps: [install(0.4), level(10, 2.1), level(30, 6.5)], description: '<p>Help King Robert restore his castle by solving <b>match-3 puzzles</b>.</p><p>Reach the levels below within <em>14 days</em> of installing.</p>' },
  { id: '10235', name: 'Royal Match', category: 'game', platform: 'android', type: 'CPE', rank: 95, steps: [install(0.35), level(10, 1.9), level(30, 6.2)], description: '<p>Help King Robert restore his castle by solving <b>match-3 puzzles</b>.</p><p>New players only.</p>' },
  { id: '10241', name: 'Kingdom Siege: Empires', category: 'game', platform: 'android', type: 'CPE', rank: 88, steps: [install(0.5), level(10, 3), level(25, 12), ['town_hall_12', 'Upgrade the Town Hall to level 12', 85]], description: '<p>Build, defend and conquer in this <b>real-time strategy</b> game.</p><p>The Town Hall step usually takes <em>3-4 weeks</em>.<br>Rewards for it are held before they confirm.</p>' },
  { id: '10242', name: 'Galaxy Raiders', category: 'game', platform: 'ios', type: 'CPE', rank: 84, steps: [install(0.75), level(20, 8), level(50, 45), ['purchase_20', 'Spend $20 in the store', 120]], description: '<p>Command a fleet across <b>300 star systems</b>.</p><p><em>In-app purchases are optional</em> except for the last step.</p>' },
  { id: '10243', name: 'Dragon Forge Legends', category: 'game', platform: 'android', type: 'CPE', rank: 79, steps: [install(1), level(40, 24), ['vip_5', 'Reach VIP 5', 275]], description: '<p>Hatch, train and battle <b>legendary dragons</b>.</p><p>VIP 5 needs purchases worth $100 or more.</p>' },
  { id: '10244', name: 'Merge Harbor', category: 'game', platform: 'ios', type: 'CPE', rank: 76, steps: [install(0.3), level(15, 4.5), level(40, 18), level(60, 32)], description: '<p>Merge items to rebuild a <em>sleepy seaside town</em>.</p>' },
  { id: '10245', name: 'Bubble Pop Quest', category: 'game', platform: 'android', type: 'CPE', rank: 71, steps: [install(0.25), level(25, 1.5), level(100, 5.75)], description: '<p>Aim, match and pop <b>thousands of bubbles</b>.</p><script>alert(1)</script><p>Play offline anytime.</p>' },
  { id: '10246', name: 'Solitaire Sunrise', category: 'game', platform: 'ios', type: 'CPE', rank: 69, steps: [install(0.2), ['games_won_50', 'Win 50 games', 3.4]], description: '<p>The <b>classic card game</b> with daily challenges.</p>' },
  { id: '10247', name: 'Word Garden', category: 'game', platform: 'android', type: 'CPE', rank: 64, steps: [install(0.2), level(20, 1.25), level(80, 4.8)], description: '<p>Grow a garden with every <em>word you find</em>.<img src=x onerror=alert(1)></p>' },
  { id: '10248', name: 'Tile Town Mahjong', category: 'game', platform: 'android', type: 'CPE', rank: 58, steps: [install(0.3), level(30, 2.6), level(120, 9.9)], description: '<p>Relaxing <b>tile matching</b> with 2,000 handcrafted boards.</p>' },
  { id: '10249', name: 'Turbo Drift Racing', category: 'game', platform: 'ios', type: 'CPE', rank: 66, steps: [install(0.6), level(10, 2.5), ['league_gold', 'Reach the Gold league', 14]], description: '<p>Tune your car and <b>drift</b> through 40 city tracks.</p><p><em>Gold league</em> is reached by winning ranked races.</p>' },
  { id: '10250', name: 'Farmstead Valley', category: 'game', platform: 'android', type: 'CPE', rank: 73, steps: [install(0.4), level(12, 2.2), level(35, 11.5), level(50, 38)], description: '<p>Plant crops, raise animals and trade with neighbours.</p><p>Reach each level within <b>30 days</b>.</p>' },
  { id: '10251', name: 'Castle Clash Heroes', category: 'game', platform: 'ios', type: 'CPE', rank: 61, steps: [install(0.55), ['castle_8', 'Upgrade your castle to level 8', 7.5], ['castle_15', 'Upgrade your castle to level 15', 52]], description: '<div><span>Gather <i>heroes</i> and defend your walls.</span><div><p>Castle upgrades unlock new troops.</p></div></div>' },
  { id: '10252', name: 'Pocket Chess Club', category: 'game', platform: 'web', type: 'CPE', rank: 44, steps: [['register', 'Create an account', 0.5], ['rated_10', 'Play 10 rated games', 2.4]], description: '<p>Play chess online against <b>players your level</b>.</p>' },
  { id: '10253', name: 'Neon Runner 3D', category: 'game', platform: 'android', type: 'CPI', rank: 52, steps: [install(0.45)], description: '<p>An endless runner with <em>neon</em> city streets.</p>' },
  { id: '10254', name: 'Idle Miner Empire', category: 'game', platform: 'ios', type: 'CPE', rank: 67, steps: [install(0.3), ['mine_5', 'Unlock mine shaft 5', 3], ['mine_20', 'Unlock mine shaft 20', 16.4]], description: '<p>Dig deeper, hire managers and grow your <b>mining empire</b> while you sleep.</p>' },
  { id: '10255', name: 'Sudoku Masters', category: 'game', platform: 'web', type: 'CPE', rank: 38, steps: [['register', 'Create an account', 0.3], ['puzzles_25', 'Solve 25 puzzles', 1.8]], description: '<p p="1" style="font-size:40px">Thousands of puzzles from <b>easy</b> to <i>fiendish</i>.</p>' },
  { id: '10256', name: 'Pirate Cove Slots', category: 'game', platform: 'android', type: 'CPE', rank: 57, steps: [install(0.5), level(25, 5.5), level(75, 27)], description: '<p>Spin for treasure on <b>60 pirate-themed</b> machines.</p><p>For players 21 and over. <em>No real-money gambling.</em></p>' },
  { id: '10257', name: 'Hero Squad Tactics', category: 'game', platform: 'ios', type: 'CPE', rank: 49, steps: [install(0.65), ['chapter_3', 'Finish chapter 3', 4.2], ['chapter_8', 'Finish chapter 8', 21]], description: '<p>Turn-based battles with a squad of <b>40 heroes</b>.</p>' },
  { id: '10258', name: 'Cook Off Frenzy', category: 'game', platform: 'android', type: 'CPE', rank: 63, steps: [install(0.25), level(20, 1.6), level(50, 7.25)], description: '<p>Serve customers <em>fast</em> in 30 restaurants around the world.</p>' },
  { id: '10259', name: 'Block Craft Island', category: 'game', platform: 'ios', type: 'CPI', rank: 41, steps: [install(0.55)], description: '<p>Build anything, block by block.</p>' },
  { id: '10260', name: 'Zen Jigsaw', category: 'game', platform: 'android', type: null, rank: 33, steps: [install(0.15), ['puzzles_30', 'Complete 30 puzzles', 1.1]], description: '<p>Calm <b>jigsaw puzzles</b> of nature photos.</p>' },
  { id: '10261', name: 'Words & Wonders', category: 'game', platform: 'ios', type: 'CPE', rank: 55, steps: [install(0.2), level(50, 2.9)], description: '<p>Travel the world\'s wonders one <b>crossword</b> at a time.</p>' },

  // Apps.
  { id: '10301', name: 'FitPulse Step Tracker', category: 'app', platform: 'android', type: 'CPI', rank: 62, steps: [install(0.45), ['register', 'Create an account', 0.9]], description: '<p>Count steps, track sleep and join <b>weekly challenges</b>.</p>' },
  { id: '10302', name: 'Budgetly', category: 'app', platform: 'ios', type: 'CPA', rank: 59, steps: [install(0.5), ['link_bank', 'Link a bank account', 4.5]], description: '<p>See where your money goes with <b>automatic budgets</b>.</p><p>Linking a bank is <em>read-only</em>.</p>' },
  { id: '10303', name: 'Chef\'s Kiss Recipes', category: 'app', platform: 'android', type: 'CPI', rank: 46, steps: [install(0.3)], description: '<p>10,000 recipes with <i>step-by-step</i> videos.</p>' },
  { id: '10304', name: 'Lingo Leap', category: 'app', platform: 'ios', type: 'CPA', rank: 74, steps: [install(0.6), ['lessons_7', 'Finish a 7-day lesson streak', 3.2], ['subscribe', 'Start a Premium subscription', 18]], description: '<p>Learn Spanish, French or Japanese in <b>5 minutes a day</b>.</p>' },
  { id: '10305', name: 'SnapScan PDF', category: 'app', platform: 'android', type: 'CPI', rank: 35, steps: [install(0.25), ['scan_5', 'Scan 5 documents', 0.75]], description: '<p>Turn your phone into a <b>document scanner</b>.</p>' },
  { id: '10306', name: 'Quiet Mind Meditation', category: 'app', platform: 'ios', type: 'CPA', rank: 53, steps: [install(0.4), ['trial', 'Start a free trial', 6.5]], description: '<p>Guided meditations for <em>sleep, focus and stress</em>.</p>' },
  { id: '10307', name: 'CartSaver Coupons', category: 'app', platform: 'android', type: 'CPI', rank: 48, steps: [install(0.35), ['first_receipt', 'Scan your first receipt', 0.8]], description: '<p>Earn cash back on <b>groceries</b> by scanning receipts.</p>' },
  { id: '10308', name: 'RideNow', category: 'app', platform: 'ios', type: 'CPA', rank: 65, steps: [install(0.5), ['first_ride', 'Take your first ride', 7.5]], description: '<p>Get a ride in minutes. <b>New riders only</b>.<br>The ride must be completed and paid.</p>' },
  { id: '10309', name: 'PhotoGlow Editor', category: 'app', platform: 'android', type: 'CPI', rank: 42, steps: [install(0.3)], description: '<p style="color:red" onclick="steal()">One-tap <b>filters</b> and retouching.</p>' },
  { id: '10310', name: 'Parcel Pal', category: 'app', platform: 'ios', type: 'CPI', rank: 29, steps: [install(0.2), ['track_1', 'Track your first parcel', 0.5]], description: '<p>Track every delivery in <em>one place</em>.</p>' },
  { id: '10311', name: 'GreenThumb Plant ID', category: 'app', platform: 'android', type: null, rank: 27, steps: [install(0.25)], description: '<p>Point your camera at a plant to learn its name and care.</p>', missingImage: true },

  // Surveys: one event each.
  { id: '10401', name: 'Opinion Hub: Daily Survey', category: 'survey', platform: 'web', type: 'CPA', rank: 81, steps: [survey(1.2)], description: '<p>Share your views on <b>everyday products</b>. About <em>10 minutes</em>.</p>' },
  { id: '10402', name: 'Shopping Habits Survey', category: 'survey', platform: 'web', type: 'CPA', rank: 68, steps: [survey(0.85)], description: '<p>Tell brands how you shop online and in stores. About <em>8 minutes</em>.</p>' },
  { id: '10403', name: 'Travel Plans 2027 Survey', category: 'survey', platform: 'web', type: 'CPA', rank: 54, steps: [survey(1.75)], description: '<p>Where are you going next year? About <em>12 minutes</em>.</p>' },
  { id: '10404', name: 'Gamer Panel Quick Poll', category: 'survey', platform: 'web', type: 'CPA', rank: 47, steps: [survey(0.5)], description: '<p>Five questions about the <b>games you play</b>.</p>' },
  { id: '10405', name: 'Health & Wellness Study', category: 'survey', platform: 'web', type: 'CPL', rank: 39, steps: [survey(3.5)], description: '<p>A longer study on sleep and exercise. About <em>25 minutes</em>.<br>You may be screened out after the first questions.</p>' },
  { id: '10406', name: 'Streaming Habits Survey', category: 'survey', platform: 'web', type: 'CPA', rank: 51, steps: [survey(0.95)], description: '<p>Which services do you watch, and <b>how often</b>?</p><iframe src="https://evil.example/frame"></iframe>' },
  { id: '10407', name: 'Car Owners Survey', category: 'survey', platform: 'web', type: 'CPA', rank: 36, steps: [survey(2.4)], description: '<p>For people who own or lease a car. About <em>15 minutes</em>.</p>' },
  { id: '10408', name: 'PollPocket', category: 'survey', platform: 'android', type: 'CPA', rank: 43, steps: [survey(0.6)], description: '<p>Answer a short survey in the <b>PollPocket</b> app.</p>' },
  { id: '10409', name: 'Quick Opinions', category: 'survey', platform: 'ios', type: 'CPA', rank: 40, steps: [survey(0.7)], description: '<p>Answer a short survey on your iPhone.</p>' },
  { id: '10410', name: 'Tech Buyers Panel', category: 'survey', platform: 'web', type: null, rank: 31, steps: [survey(4)], description: '<p>For people who bought a <b>laptop or phone</b> this year. <a href="javascript:alert(1)">Read the rules</a>.</p>' },

  // Explore: trials and services.
  { id: '10501', name: 'StreamBox Free Trial', category: 'explore', platform: 'web', type: 'CPA', rank: 86, steps: [['trial', 'Start a 30-day free trial', 6]], description: '<p>Movies and series <b>ad-free</b>. Cancel anytime during the trial.</p>' },
  { id: '10502', name: 'FreshCrate Meal Kits', category: 'explore', platform: 'web', type: 'CPA', rank: 72, steps: [['first_box', 'Order your first box', 22]], description: '<p>Fresh ingredients and recipes <em>delivered weekly</em>.</p><p>First-time customers only.</p>' },
  { id: '10503', name: 'ShieldVPN', category: 'explore', platform: 'android', type: 'CPA', rank: 56, steps: [install(0.4), ['trial', 'Start a 7-day trial', 5.5]], description: '<p>Private browsing on <b>public Wi-Fi</b>.</p>' },
  { id: '10504', name: 'Audiobook Club Trial', category: 'explore', platform: 'ios', type: 'CPA', rank: 60, steps: [['trial', 'Start a free trial', 8.25]], description: '<p>Your first <b>audiobook free</b>, then one a month.</p>' },
  { id: '10505', name: 'CloudVault Storage', category: 'explore', platform: 'web', type: 'CPA', rank: 34, steps: [['register', 'Create an account', 0.9], ['paid_plan', 'Choose a paid plan', 12]], description: '<p>Back up <b>2 TB</b> of photos and files.</p>' },
  { id: '10506', name: 'PetPantry Delivery', category: 'explore', platform: 'web', type: 'CPA', rank: 45, steps: [['first_order', 'Place your first order of $40+', 15]], description: '<p>Pet food and supplies to your door, <em>free shipping</em> over $40.</p>' },
  { id: '10507', name: 'Tunewave Music Premium', category: 'explore', platform: 'android', type: 'CPA', rank: 70, steps: [install(0.3), ['trial', 'Start Premium (1 month free)', 4.75]], description: '<p>Ad-free music, <b>offline listening</b>.</p>' },
  { id: '10508', name: 'HomeServe Pro Cleaning', category: 'explore', platform: 'web', type: 'CPA', rank: 28, steps: [['booking', 'Book your first cleaning', 18.5]], description: '<p>Vetted cleaners, booked in <em>60 seconds</em>.</p>' },

  // Sign-ups: accounts and leads.
  { id: '10601', name: 'Northwind Checking Account', category: 'signup', platform: 'web', type: 'CPA', rank: 78, steps: [['open_account', 'Open a checking account', 25], ['direct_deposit', 'Set up direct deposit', 110]], description: '<p>No monthly fees and <b>early pay day</b>.</p><p>Direct deposit of <em>$500 or more</em> within 60 days.</p>' },
  { id: '10602', name: 'CoinHarbor Crypto', category: 'signup', platform: 'ios', type: 'CPA', rank: 66, steps: [install(0.8), ['kyc', 'Verify your identity', 15], ['deposit_100', 'Make a first deposit of $100', 75]], description: '<p>Buy and sell crypto with <b>low fees</b>. 18+ only.</p>' },
  { id: '10603', name: 'CreditCheck Free Score', category: 'signup', platform: 'web', type: 'CPL', rank: 75, steps: [['register', 'Sign up and see your score', 3.5]], description: '<p>See your credit score <b>for free</b>; no card needed.</p>' },
  { id: '10604', name: 'CashBackCart', category: 'signup', platform: 'web', type: 'CPL', rank: 50, steps: [['register', 'Create an account', 1.5], ['first_purchase', 'Make a first purchase through the site', 5]], description: '<p>Cash back at <em>2,000 stores</em>.</p>' },
  { id: '10605', name: 'Invest Sprout', category: 'signup', platform: 'android', type: 'CPA', rank: 58, steps: [install(0.6), ['fund_50', 'Fund your account with $50', 32]], description: '<p>Invest spare change <b>automatically</b>.</p><p onmouseover="steal()">Investing involves risk.</p>' },
  { id: '10606', name: 'SafeHome Insurance Quote', category: 'signup', platform: 'web', type: 'CPL', rank: 32, steps: [['quote', 'Get a free quote', 6.8]], description: '<p>Home insurance quotes from <b>10 insurers</b> in minutes.</p>' },
  { id: '10607', name: 'Daily Deals Newsletter', category: 'signup', platform: 'web', type: 'CPL', rank: 37, steps: [['confirm_email', 'Sign up and confirm your e-mail', 0.9]], description: '<p>The best deals of the day, <em>every morning</em>.</p>' },
  { id: '10608', name: 'SavvySaver High-Yield Savings', category: 'signup', platform: 'web', type: 'CPA', rank: 62, steps: [['open_account', 'Open a savings account', 20], ['deposit_1000', 'Deposit $1,000', 95]], description: '<p><b>4.1% APY</b> on your savings.<br>Keep the deposit for 90 days.</p>' },

  // Travel: bookings pay most.
  { id: '10701', name: 'SkyFare Flights', category: 'travel', platform: 'web', type: 'CPA', rank: 83, steps: [['flight_booking', 'Book a round-trip flight', 380]], description: '<p>Compare fares from <b>500 airlines</b>.</p><p>The reward confirms <em>after the trip</em>.</p>' },
  { id: '10702', name: 'Harbor Stays Hotels', category: 'travel', platform: 'web', type: 'CPA', rank: 80, steps: [['hotel_booking', 'Book a hotel stay of 2+ nights', 42]], description: '<p>Hotels, inns and apartments with <b>free cancellation</b>.</p>' },
  { id: '10703', name: 'Voyago Cruises', category: 'travel', platform: 'web', type: 'CPA', rank: 46, steps: [['cruise_booking', 'Book a cruise', 520]], description: '<p>Caribbean and Mediterranean cruises from <b>$399</b>.</p><p>Held until you sail.</p>' },
  { id: '10704', name: 'RoadTrip Car Rental', category: 'travel', platform: 'web', type: 'CPA', rank: 57, steps: [['car_booking', 'Rent a car for 3+ days', 28]], description: '<p>Car rental at <em>airports and downtown</em>.</p>' },
  { id: '10705', name: 'TripNest', category: 'travel', platform: 'ios', type: 'CPA', rank: 64, steps: [install(0.7), ['hotel_booking', 'Book a hotel in the app', 36]], description: '<p>Book hotels in the app and <b>save 10%</b> on your first stay.</p>' },
  { id: '10706', name: 'FlyAway Deals', category: 'travel', platform: 'android', type: 'CPA', rank: 53, steps: [install(0.5), ['flight_booking', 'Book a flight in the app', 65]], description: '<p>Fare alerts and <em>last-minute</em> flight deals.</p>' },
  { id: '10707', name: 'Wanderlust Tours', category: 'travel', platform: 'web', type: 'CPA', rank: 30, steps: [['tour_booking', 'Book a guided tour', 12.5]], description: '<p>Walking tours and day trips in <b>300 cities</b>.</p>' },
  { id: '10708', name: 'Rail Europe Pass', category: 'travel', platform: 'web', type: 'CPA', rank: 26, steps: [['pass_purchase', 'Buy a rail pass', 48]], description: '<p>One pass, <b>33 countries</b>.</p>', countries: ['US', 'CA'] },
];

function toOffer(row: Row): SwaarmOffer {
  const image = row.missingImage ? `${row.id}-missing.svg` : `${row.id}.svg`;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: 'active',
    previewUrl: `${SWAARM_SIM_URL}/images/${image}`,
    trackingUrl: `${SWAARM_SIM_URL}/click?offer_id=${row.id}&pub_id=${SWAARM_PUBLISHER_ID}`,
    platform: row.platform,
    category: row.category,
    type: row.type,
    rank: row.rank,
    countries: row.countries ?? NORTH_AMERICA_UK,
    events: row.steps.map(([eventTypeId, name, dollars]) => ({ eventTypeId, name, payout: { theyGetInDollars: dollars } })),
  };
}

/** Every offer of the feed, in the feed's order. */
export const SWAARM_OFFERS: readonly SwaarmOffer[] = ROWS.map(toOffer);

const SURVEY_TOPICS = ['Groceries', 'Streaming', 'Banking', 'Fitness', 'Coffee', 'Commuting', 'Pets', 'Smartphones', 'Holidays', 'Sneakers'];
/** Most survey-wall surveys the control API adds (the wall of a real network has thousands). */
export const SURVEY_WALL_MAX = 400;

/**
 * A survey wall's worth of short surveys (ids 20001...), appended to the feed on demand
 * (POST /swaarm/_control/catalogue) so a catalogue can outgrow the offers page's 200.
 */
function surveyWall(size: number): SwaarmOffer[] {
  return Array.from({ length: size }, (_, i) => {
    const topic = SURVEY_TOPICS[i % SURVEY_TOPICS.length]!;
    const minutes = 5 + ((i * 7) % 20);
    return toOffer({
      id: String(20001 + i),
      name: `${topic} Survey #${Math.floor(i / SURVEY_TOPICS.length) + 1}`,
      category: 'survey',
      platform: 'web',
      type: 'CPA',
      rank: i % 20,
      steps: [survey(Math.round((0.3 + minutes * 0.1) * 100) / 100)],
      description: `<p>Your views on <b>${topic.toLowerCase()}</b>. About <em>${minutes} minutes</em>.</p>`,
    });
  });
}

let wall: SwaarmOffer[] = [];

/** Sets how many survey-wall surveys the feed carries beside its offers (0 by default). */
export function setSurveyWall(size: number) {
  wall = surveyWall(size);
}

/** The feed now: its offers, then the survey wall. */
export const currentOffers = (): readonly SwaarmOffer[] => (wall.length ? [...SWAARM_OFFERS, ...wall] : SWAARM_OFFERS);

const BY_ID = new Map(SWAARM_OFFERS.map((o) => [o.id, o]));

export const findSwaarmOffer = (id: string): SwaarmOffer | undefined =>
  BY_ID.get(id) ?? (/^2\d{4}$/.test(id) ? wall[Number(id) - 20001] : undefined);
