import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import ArticleIcon from '@mui/icons-material/Article';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import PollIcon from '@mui/icons-material/Poll';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { ARTICLES_EARN_LINK, SURVEYS_EARN_LINK, categoryLink } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { openModal } from '../../components/modals/modalStore';

interface Way {
  title: string;
  text: string;
  to: string;
  icon: SvgIconComponent;
  /** Icon tint, so the six cards are told apart at a glance. */
  color: string;
  /** Opens this modal instead of going to `to` (web search: the do's and don'ts first). */
  modal?: 'SearchDosAndDonts';
}

/** A tile for one of core's earning links: its label and address come from the one map. */
const tile = ({ label, to }: { label: string; to: string }, rest: Omit<Way, 'title' | 'to'>): Way => ({
  title: label,
  to,
  ...rest,
});

export const WAYS_TO_EARN: readonly Way[] = [
  tile(categoryLink('Games'), { text: 'Level up and earn', icon: SportsEsportsIcon, color: '#7c3aed' }),
  tile(categoryLink('TryNewApp'), { text: 'Install and explore', icon: PhoneIphoneIcon, color: '#0891b2' }),
  tile(SURVEYS_EARN_LINK, { text: 'Share your opinion', icon: PollIcon, color: '#db2777' }),
  tile(ARTICLES_EARN_LINK, { text: 'Read and claim daily', icon: ArticleIcon, color: '#ea580c' }),
  { title: 'Search the Web', text: 'Earn as you search', to: '/web-search', icon: SearchIcon, color: '#2563eb', modal: 'SearchDosAndDonts' },
  { title: 'Shop & Save', text: 'Cashback at top brands', to: '/shopping', icon: ShoppingBagIcon, color: '#16a34a' },
];

export function WaysToEarn() {
  return (
    <Box component="section" aria-labelledby="ways-to-earn">
      <Typography id="ways-to-earn" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Ways to earn
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }, gap: 1.5 }}>
        {WAYS_TO_EARN.map(({ title, text, to, icon: Icon, color, modal }) => (
          <Card key={to} sx={{ transition: 'border-color .15s', '&:hover': { borderColor: color } }}>
            <CardActionArea
              {...(modal ? { onClick: () => openModal(modal) } : { component: AppLink, to })}
              sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'flex-start', textAlign: 'left' }}
            >
              <Box sx={{ width: 44, height: 44, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: `${color}1a`, color, mb: 1.5 }}>
                <Icon />
              </Box>
              <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
