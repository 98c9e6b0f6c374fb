/**
 * /daily-challenge: today's challenge (the one place its tier is collected), today's tiers in the
 * state the same progress response gives them, ways to earn and the daily bonus.
 */
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Container, Link, Stack, Typography } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import FlightIcon from '@mui/icons-material/Flight';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { offersPath } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { AppLink, useAppNavigate } from '../../components/AppLink';
import { SectionSpinner } from '../../components/feedback/FullScreenSpinner';
import { ErrorState } from '../../components/feedback/ErrorState';
import { openModal } from '../../components/modals/modalStore';
import { ChallengeView } from './ChallengeView';
import { useChallengeConfig } from './dailyApi';
import { TiersList } from './TiersList';
import { useDailyChallenge } from './useDailyChallenge';

const WAYS = [
  { label: 'Read articles', to: '/articles', icon: ArticleIcon },
  { label: 'Complete offers', to: offersPath(), icon: SportsEsportsIcon },
  { label: 'Search the web', to: '/web-search', icon: SearchIcon },
  { label: 'Shop with cashback', to: '/shopping', icon: ShoppingBagIcon },
  { label: 'Book travel', to: offersPath('Travel'), icon: FlightIcon },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export default function DailyChallengePage() {
  const { query, collecting, collect, onDayEnded } = useDailyChallenge();
  const config = useChallengeConfig();
  const navigate = useAppNavigate();
  const progress = query.data?.value;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {query.isError && !progress ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !query.data || !progress ? (
        <SectionSpinner label="Loading daily challenge" />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2}>
            <Section title="Today's challenge">
              <ChallengeView
                progress={progress}
                offsetMs={query.data.offsetMs}
                busy={collecting}
                onCollect={collect}
                onOk={() => navigate('/dashboard')}
                onHowItWorks={() => openModal('DailyChallengeHowItWorks')}
                onDayEnded={onDayEnded}
              />
            </Section>
            {config.data && config.data.tiers.length > 0 && (
              <Section title="All of today's challenges">
                <TiersList tiers={config.data.tiers} progress={progress} />
              </Section>
            )}
          </Stack>
          <Stack spacing={2}>
            <Section title="Ways to earn">
              <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {WAYS.map(({ label, to, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      component={AppLink}
                      to={to}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1.5,
                        py: 1,
                        fontWeight: 600,
                        color: 'text.primary',
                      }}
                    >
                      <Icon color="secondary" aria-hidden />
                      {label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Section>
            <Section title="Daily bonus">
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Claim a bonus every 24 hours and grow your streak. Every 7th day spins the wheel!
              </Typography>
              <Button
                onClick={() => openModal('DailyBonus')}
                variant="outlined"
                startIcon={<LocalFireDepartmentIcon sx={{ color: '#f97316' }} />}
                fullWidth
              >
                Open daily bonus
              </Button>
            </Section>
          </Stack>
        </Box>
      )}
    </Container>
  );
}
