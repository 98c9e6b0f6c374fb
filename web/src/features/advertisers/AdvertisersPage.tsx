/**
 * /advertisers: why and how a brand advertises on PilotMiles, and how to reach the team. Public,
 * static: there is nothing to load.
 */
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import PollIcon from '@mui/icons-material/Poll';
import ArticleIcon from '@mui/icons-material/Article';
import StorefrontIcon from '@mui/icons-material/Storefront';
import FlightIcon from '@mui/icons-material/Flight';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import VerifiedIcon from '@mui/icons-material/Verified';
import ShieldIcon from '@mui/icons-material/Shield';
import InsightsIcon from '@mui/icons-material/Insights';
import HandshakeIcon from '@mui/icons-material/Handshake';
import type { SvgIconComponent } from '@mui/icons-material';
import { brand } from '../../theme/tokens';
import { ADVERTISERS_EMAIL } from '../../components/layout/siteLinks';

const CONTACT = `mailto:${ADVERTISERS_EMAIL}?subject=${encodeURIComponent('Advertising on PilotMiles')}`;

const FORMATS: ReadonlyArray<{ title: string; text: string; Icon: SvgIconComponent }> = [
  { title: 'Games & apps', text: 'Pay per install or per milestone reached, from our offer wall.', Icon: SportsEsportsIcon },
  { title: 'Surveys & sign-ups', text: 'Complete registrations and qualified survey responses.', Icon: PollIcon },
  { title: 'Sponsored articles', text: 'Your story read in full, by members rewarded for reading it.', Icon: ArticleIcon },
  { title: 'Shopping cashback', text: 'Drive purchases with cashback paid only on confirmed sales.', Icon: StorefrontIcon },
  { title: 'Travel', text: 'Flights and hotels booked by members who love to travel.', Icon: FlightIcon },
  { title: 'Sweepstakes', text: 'Sponsor a prize and put your brand in front of every entrant.', Icon: EmojiEventsIcon },
];

const REASONS: ReadonlyArray<{ title: string; text: string; Icon: SvgIconComponent }> = [
  { title: 'Pay for results', text: 'You pay for the action you asked for, not for impressions.', Icon: HandshakeIcon },
  { title: 'Real, verified members', text: 'Every member verifies their email before earning anything.', Icon: VerifiedIcon },
  { title: 'Quality controls', text: 'Daily limits, location checks and spam detection keep traffic honest.', Icon: ShieldIcon },
  { title: 'Clear reporting', text: 'Conversions are tracked per offer so you see exactly what you paid for.', Icon: InsightsIcon },
];

const STEPS = [
  'Tell us who you want to reach and what counts as a result.',
  'We set up the offer, its tracking and its reward with you.',
  'Members complete it; you pay only for confirmed results.',
];

export default function AdvertisersPage() {
  return (
    <>
      <Box
        component="header"
        sx={{
          color: '#fff',
          background: `radial-gradient(circle at 85% 10%, rgba(245,158,11,.22), transparent 40%), linear-gradient(135deg, ${brand.navy}, ${brand.navyLight})`,
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
          <Typography sx={{ fontWeight: 700, color: '#4ade80', mb: 1 }}>For advertisers</Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 32, md: 48 }, maxWidth: 760, lineHeight: 1.1 }}>
            Reach people who are ready to act
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: 17, md: 19 }, opacity: 0.88, maxWidth: 620 }}>
            PilotMiles members earn rewards for trying apps, playing games, signing up, shopping and travelling. Put
            your offer in front of them and pay only when they do what you need.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
            <Button href={CONTACT} variant="contained" color="secondary" size="large">
              Talk to our team
            </Button>
            <Button
              href="#formats"
              variant="outlined"
              size="large"
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,.5)', '&:hover': { borderColor: '#fff' } }}
            >
              See the formats
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography id="formats" variant="h4" component="h2" sx={{ fontSize: { xs: 26, md: 32 }, scrollMarginTop: 90 }}>
          Ways to advertise
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Every format rewards members for a real action, so you get attention that lasts.
        </Typography>
        <CardGrid items={FORMATS} columns={3} />

        <Typography variant="h4" component="h2" sx={{ fontSize: { xs: 26, md: 32 }, mt: { xs: 6, md: 9 } }}>
          Why PilotMiles
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Performance you can trust.
        </Typography>
        <CardGrid items={REASONS} columns={4} />

        <Box
          sx={{
            mt: { xs: 6, md: 9 },
            p: { xs: 3, md: 5 },
            borderRadius: '24px',
            bgcolor: '#e8eef6',
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography variant="h4" component="h2" sx={{ fontSize: { xs: 24, md: 30 } }}>
              Launch in three steps
            </Typography>
            <Box component="ol" sx={{ pl: 2.5, mt: 2, mb: 0, '& li': { mb: 1 } }}>
              {STEPS.map((s) => (
                <Typography component="li" key={s}>
                  {s}
                </Typography>
              ))}
            </Box>
          </Box>
          <Box sx={{ textAlign: { xs: 'left', md: 'center' } }}>
            <Typography sx={{ fontWeight: 700, fontSize: 18 }}>Ready to talk?</Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2, overflowWrap: 'anywhere' }}>
              Write to {ADVERTISERS_EMAIL} and we will reply within two business days.
            </Typography>
            <Button href={CONTACT} variant="contained" size="large">
              Email our partnerships team
            </Button>
          </Box>
        </Box>
      </Container>
    </>
  );
}

function CardGrid({ items, columns }: { items: ReadonlyArray<{ title: string; text: string; Icon: SvgIconComponent }>; columns: 3 | 4 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {items.map(({ title, text, Icon }) => (
        <Box key={title} sx={{ p: 2.5, borderRadius: '16px', bgcolor: 'background.paper', border: '1px solid #e2e8f0' }}>
          <Icon sx={{ color: brand.navyLight, mb: 1 }} />
          <Typography variant="h6" component="h3" sx={{ fontSize: 17 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
