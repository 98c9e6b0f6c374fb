/** What the landing page lists: the ways to earn and to redeem, and the hero's example card. */
import type { SvgIconComponent } from '@mui/icons-material';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import PollIcon from '@mui/icons-material/Poll';
import ExploreIcon from '@mui/icons-material/Explore';
import ArticleIcon from '@mui/icons-material/Article';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import FlightIcon from '@mui/icons-material/Flight';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import PaymentsIcon from '@mui/icons-material/Payments';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import {
  ARTICLES_EARN_LINK,
  DEFAULT_DAILY_BONUS_CONFIG,
  DEFAULT_SYSTEM_REWARDS_CONFIG,
  categoryLink,
  pmToDollars,
  rewardForDay,
  type EarnLink,
} from '@pilotmiles/core';

export interface Tile {
  title: string;
  text: string;
  to: string;
  Icon: SvgIconComponent;
}

const tile = ({ label, to }: EarnLink, text: string, Icon: SvgIconComponent): Tile => ({ title: label, text, to, Icon });

export const EARN_TILES: readonly Tile[] = [
  // Titles and links of the earning categories come from core's one map.
  tile(categoryLink('Games'), 'Reach milestones in games you enjoy.', SportsEsportsIcon),
  tile(categoryLink('TryNewApp'), 'Install and explore apps picked for you.', InstallMobileIcon),
  tile(categoryLink('Surveys'), 'Get paid for your opinion.', PollIcon),
  tile(categoryLink('Apps'), 'Sign up for services you will actually use.', ExploreIcon),
  tile(ARTICLES_EARN_LINK, 'Claim PilotMiles for every article you read.', ArticleIcon),
  { title: 'Search the Web', text: 'Earn while you search, like you always do.', to: '/web-search', Icon: TravelExploreIcon },
  { title: 'Shop & Save', text: 'Cashback in PilotMiles at stores you love.', to: '/shopping', Icon: ShoppingBagIcon },
  { title: 'Book Travel', text: 'Earn on flights and hotels you book.', to: '/offers?category=Travel', Icon: FlightIcon },
];

export const REDEEM_TILES: readonly Tile[] = [
  { title: 'Gift Cards', text: 'Top brands, delivered by email.', to: '/rewards', Icon: CardGiftcardIcon },
  { title: 'Cash', text: 'Turn PilotMiles into money: 100 PM = $1.', to: '/rewards', Icon: PaymentsIcon },
  { title: 'Free Flights', text: 'Let your PilotMiles take you somewhere.', to: '/rewards', Icon: FlightTakeoffIcon },
  { title: 'Win Big', text: 'Enter sweepstakes for bigger prizes.', to: '/sweepstakes', Icon: EmojiEventsIcon },
];

export const STEPS: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Join for free', text: 'Create your account and verify your email. Your $5 welcome bonus is waiting.' },
  { title: 'Earn PilotMiles', text: 'Play, try apps, take surveys, read, search, shop and travel. Every activity adds up.' },
  { title: 'Cash out', text: 'Redeem for gift cards, cash or free flights, or enter sweepstakes to win big.' },
];

/** Days of the daily bonus in the hero's example: the first five, well before the 7th day's wheel (a draw). */
const BONUS_DAYS = 5;
const bonusDaysTotal = Array.from({ length: BONUS_DAYS }, (_, i) =>
  rewardForDay(i + 1, DEFAULT_DAILY_BONUS_CONFIG),
).reduce((sum, pm) => sum + pm, 0);
const { articleReward, welcomeBonus } = DEFAULT_SYSTEM_REWARDS_CONFIG;

/**
 * The hero's example card (HeroIllustration): a new member's first days as the product pays them
 * today, so every line is true. The welcome bonus, the daily bonus's first days and two articles the
 * seed really publishes, at core's default rewards (staff may tune them at /admin/daily-config; the
 * card shows the defaults). Nothing from offers, which have no catalogue yet, and no promise the total
 * would not keep: 525 PM is about $5, not a flight.
 */
export const HERO_CARD = {
  title: 'Example: a first week',
  lines: [
    { label: 'Welcome bonus', amount: welcomeBonus },
    { label: `Daily bonus, days 1–${BONUS_DAYS}`, amount: bonusDaysTotal },
    { label: 'Read: 10 Ways to Fly for Less', amount: articleReward },
    { label: 'Read: Gift Card Tips to Get Full Value', amount: articleReward },
  ],
  badge: `$${pmToDollars(welcomeBonus)} welcome bonus`,
  BadgeIcon: CardGiftcardIcon,
} as const;
