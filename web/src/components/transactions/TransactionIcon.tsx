import { Avatar } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import ArticleIcon from '@mui/icons-material/Article';
import BoltIcon from '@mui/icons-material/Bolt';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FlightIcon from '@mui/icons-material/Flight';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import QuizIcon from '@mui/icons-material/Quiz';
import RedeemIcon from '@mui/icons-material/Redeem';
import ReplayIcon from '@mui/icons-material/Replay';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import TodayIcon from '@mui/icons-material/Today';
import TuneIcon from '@mui/icons-material/Tune';
import UndoIcon from '@mui/icons-material/Undo';
import type { TransactionType } from '@pilotmiles/core';

const ICONS: Record<TransactionType, SvgIconComponent> = {
  welcome: CardGiftcardIcon,
  'daily-bonus': TodayIcon,
  'daily-challenge': EmojiEventsIcon,
  article: ArticleIcon,
  offer: BoltIcon,
  'offer-reversal': UndoIcon,
  search: SearchIcon,
  shopping: ShoppingBagIcon,
  'shopping-reversal': UndoIcon,
  survey: QuizIcon,
  'survey-reversal': UndoIcon,
  travel: FlightIcon,
  referral: PersonAddIcon,
  'referral-reversal': UndoIcon,
  'admin-bonus': CardGiftcardIcon,
  'sweepstake-entry': ConfirmationNumberIcon,
  redemption: RedeemIcon,
  refund: ReplayIcon,
  adjustment: TuneIcon,
};

/** A round badge telling the kind of entry at a glance: green tint for credits, red for debits. */
export function TransactionIcon({ type, amount }: { type: TransactionType; amount: number }) {
  const Icon = ICONS[type] ?? TuneIcon;
  const credit = amount >= 0;
  return (
    <Avatar
      aria-hidden
      sx={{
        width: 40,
        height: 40,
        bgcolor: credit ? 'rgba(22, 163, 74, 0.12)' : 'rgba(220, 38, 38, 0.1)',
        color: credit ? 'success.dark' : 'error.main',
      }}
    >
      <Icon fontSize="small" />
    </Avatar>
  );
}
