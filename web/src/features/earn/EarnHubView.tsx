/**
 * /new/earn, the earn hub of the next design, from props: for a member their balance,
 * what to do next, today's progress, featured offers and stores and the earning activities; for a
 * visitor a sign-up hero and the activities.
 */
import type { ComponentType, ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  Chip,
  Container,
  LinearProgress,
  Link,
  Skeleton,
  Stack,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HomeRepairServiceOutlinedIcon from '@mui/icons-material/HomeRepairServiceOutlined';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import PollOutlinedIcon from '@mui/icons-material/PollOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import {
  formatDollars,
  formatPM,
  type BrandCard,
  type EarnActivity,
  type EarnActivityKey,
  type EarnHub,
  type EarnSuggestionKind,
  type EarnToday,
  type Offer,
} from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { ErrorState } from '../../components/feedback/ErrorState';
import { ImageBox } from '../../components/ImageBox';
import { genericActivities } from './activities';

export type EarnHubViewProps =
  | { audience: 'visitor'; activities: readonly EarnActivity[] }
  | {
      audience: 'member';
      firstName: string;
      balance: number;
      status: 'loading' | 'error' | 'ready';
      error: string | null;
      onRetry: () => void;
      data: EarnHub | undefined;
      /** Opens the daily bonus (the streak's button and its 'next up' suggestion). */
      onClaimStreak: () => void;
      /** Opens the daily challenges (the challenge's 'next up' suggestion). */
      onOpenChallenge: () => void;
    };

export const offerPath = (id: string) => `/new/earn/offer/${encodeURIComponent(id)}`;
export const storePath = (id: string) => `/new/earn/shopping/${encodeURIComponent(id)}`;

export function EarnHubView(props: EarnHubViewProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={{ xs: 3, md: 4 }}>
        {props.audience === 'visitor' ? <Visitor {...props} /> : <Member {...props} />}
      </Stack>
    </Container>
  );
}

function Visitor({ activities }: { activities: readonly EarnActivity[] }) {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hub-hero"
        sx={{
          borderRadius: '28px',
          p: { xs: 3, md: 6 },
          color: 'common.white',
          background: (t) => `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
        }}
      >
        <Typography
          id="hub-hero"
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 1.5 }}
        >
          Earn rewards for what you already do
        </Typography>
        <Typography sx={{ maxWidth: 560, mb: 3, opacity: 0.92 }}>
          Play games, try apps, take surveys, read articles and shop. Every action earns PilotMiles you can turn into
          gift cards.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={AppLink}
            to="/auth/signup"
            size="large"
            variant="contained"
            disableElevation
            sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
          >
            Join for free
          </Button>
          <Button
            component={AppLink}
            to="/auth/signin"
            size="large"
            variant="outlined"
            sx={{
              color: 'common.white',
              borderColor: 'rgba(255,255,255,.6)',
              '&:hover': { borderColor: 'common.white' },
            }}
          >
            Sign in
          </Button>
        </Stack>
      </Box>
      <Activities activities={activities} />
    </>
  );
}

function Member(props: Extract<EarnHubViewProps, { audience: 'member' }>) {
  const { status, data } = props;
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hub-greeting"
        sx={{
          borderRadius: '28px',
          p: { xs: 2.5, md: 4 },
          color: 'common.white',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          background: (t) => `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id="hub-greeting" variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            Welcome back, {props.firstName}
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>Here is what you can earn today.</Typography>
        </Box>
        <Box
          component={AppLink}
          to="/new/profile/transactions"
          aria-label={`Your balance: ${formatPM(props.balance)}. View transaction history`}
          sx={{ color: 'inherit', textDecoration: 'none', textAlign: { xs: 'left', sm: 'right' } }}
        >
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            Your balance
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: { xs: 28, md: 34 }, lineHeight: 1.2 }}>
            {formatPM(props.balance)}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            ≈ {formatDollars(props.balance)}
          </Typography>
        </Box>
      </Box>

      {status === 'error' && (
        <>
          <ErrorState message={props.error ?? ''} onRetry={props.onRetry} />
          <Activities activities={genericActivities()} />
        </>
      )}
      {status === 'loading' && <MemberSkeleton />}
      {status === 'ready' && data && (
        <>
          <NextUp
            items={data.next}
            actions={{ 'daily-bonus': props.onClaimStreak, challenge: props.onOpenChallenge }}
          />
          <Today today={data.today} onClaimStreak={props.onClaimStreak} />
          <FeaturedOffers offers={data.featured_offers} />
          <FeaturedStores stores={data.featured_stores} />
          <Activities activities={data.activities} />
        </>
      )}
    </>
  );
}

/** A titled section of the hub, named by its heading; `more` links to the full list. */
function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, gap: 2 }}>
        <Typography id={id} variant="h5" component="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.4rem' } }}>
          {title}
        </Typography>
        {more && (
          <Link component={AppLink} to={more.to} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {more.label}
          </Link>
        )}
      </Stack>
      {children}
    </Box>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Card sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">{children}</Typography>
    </Card>
  );
}

/** Cards that scroll sideways on phones and sit in a grid on desktop. */
const rowSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridAutoFlow: { xs: 'column', md: 'row' },
  gridAutoColumns: { xs: 'minmax(240px, 78%)', sm: 'minmax(240px, 44%)', md: 'unset' },
  gridTemplateColumns: { md: 'repeat(3, minmax(0, 1fr))' },
  overflowX: { xs: 'auto', md: 'visible' },
  scrollSnapType: { xs: 'x mandatory', md: 'none' },
  '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
  // Room for the cards' focus outline and the scroll bar on phones.
  pb: { xs: 1, md: 0 },
} as const;

/** A section's cards, or `empty` when it has none. */
function CardList<T>({
  items,
  empty,
  sx,
  itemKey,
  children,
}: {
  items: readonly T[];
  empty: string;
  sx: SxProps<Theme>;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <Box component="ul" sx={sx}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </Box>
  );
}

/** A card that is one big target: a link to `to`, or a button when `onClick` is given. */
function ActionCard({
  to,
  onClick,
  sx,
  cardSx,
  children,
}: {
  to: string;
  onClick?: () => void;
  sx?: SxProps<Theme>;
  cardSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const areaSx: SxProps<Theme> = [
    { height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  return (
    <Card sx={[{ height: '100%' }, ...(Array.isArray(cardSx) ? cardSx : [cardSx])]}>
      {onClick ? (
        <CardActionArea onClick={onClick} sx={areaSx}>
          {children}
        </CardActionArea>
      ) : (
        <CardActionArea component={AppLink} to={to} sx={areaSx}>
          {children}
        </CardActionArea>
      )}
    </Card>
  );
}

/** Suggestions whose kind opens a modal rather than following `to`. */
type SuggestionActions = Partial<Record<EarnSuggestionKind, () => void>>;

function NextUp({ items, actions }: { items: EarnHub['next']; actions: SuggestionActions }) {
  return (
    <Section id="hub-next" title="Next up">
      <CardList
        items={items}
        empty="You are all caught up. New ways to earn arrive every day."
        sx={rowSx}
        itemKey={(item) => item.kind + item.to + item.title}
      >
        {(item) => {
          const action = actions[item.kind];
          return (
            <ActionCard to={item.to} onClick={action} sx={{ p: 2.5, gap: 1 }}>
              <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
                {item.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {item.body}
              </Typography>
              <Stack
                direction="row"
                spacing={0.5}
                sx={{ alignItems: 'center', color: 'primary.dark', fontWeight: 700 }}
                aria-hidden
              >
                <span>{action ? 'Open' : 'Go'}</span>
                <ArrowForwardIcon fontSize="small" />
              </Stack>
            </ActionCard>
          );
        }}
      </CardList>
    </Section>
  );
}

/**
 * '120 PM of 250 PM' on the way, 'Goal reached' once there: what counts towards a goal can pass it
 * (the challenge counts all of today's earning), and '1,859 PM of 250 PM' read like an error.
 */
const progressFigure = (part: number, whole: number, done = 'Goal reached') =>
  part >= whole && whole > 0 ? done : `${formatPM(part)} of ${formatPM(whole)}`;

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0);

function ProgressCard({
  id,
  title,
  value,
  figure,
  note,
  children,
}: {
  id: string;
  title: string;
  /** 0–100; absent: no bar. */
  value?: number;
  figure: string;
  note?: string;
  children?: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={id} variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 800, fontSize: 20 }}>{figure}</Typography>
      {value !== undefined && <LinearProgress variant="determinate" value={value} aria-labelledby={id} />}
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {children}
    </Card>
  );
}

function Today({ today, onClaimStreak }: { today: EarnToday; onClaimStreak: () => void }) {
  const { challenge, articles, search, streak } = today;
  return (
    <Section id="hub-today" title="Today">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          // Phones: the challenge and the streak run full width, articles and search share a row.
          '& > :first-of-type, & > :last-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        {challenge ? (
          <ProgressCard
            id="hub-today-challenge"
            title="Daily challenge"
            value={percent(challenge.earned_pm, challenge.target_pm)}
            figure={progressFigure(challenge.earned_pm, challenge.target_pm)}
            note={`Reward: +${formatPM(challenge.reward_pm)}`}
          />
        ) : (
          <ProgressCard
            id="hub-today-challenge"
            title="Daily challenge"
            value={100}
            figure="All done"
            note="Every challenge of today is collected."
          />
        )}
        <ProgressCard
          id="hub-today-articles"
          title="Articles"
          value={percent(articles.claimed_pm, articles.cap_pm)}
          figure={progressFigure(articles.claimed_pm, articles.cap_pm, 'Daily limit reached')}
          note={`${formatPM(articles.per_article_pm)} per article`}
        />
        <ProgressCard
          id="hub-today-search"
          title="Search rewards"
          value={percent(search.earned_pm, search.cap_pm)}
          figure={progressFigure(search.earned_pm, search.cap_pm, 'Daily limit reached')}
          note="earned from web search today"
        />
        <ProgressCard id="hub-today-streak" title="Daily bonus" figure={`${streak.days}-day streak`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 'auto' }}>
            <LocalFireDepartmentIcon sx={{ color: 'warning.main' }} aria-hidden />
            {streak.claimable ? (
              <Button variant="contained" size="small" disableElevation onClick={onClaimStreak}>
                Claim bonus
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Claimed today
              </Typography>
            )}
          </Stack>
        </ProgressCard>
      </Box>
    </Section>
  );
}

function FeaturedOffers({ offers }: { offers: readonly Offer[] }) {
  return (
    <Section id="hub-offers" title="Featured offers" more={{ label: 'See all', to: '/new/earn/offer' }}>
      <CardList
        items={offers}
        empty="No featured offers right now. See all offers for more."
        sx={rowSx}
        itemKey={(offer) => offer.id}
      >
        {(offer) => (
          <ActionCard to={offerPath(offer.id)} cardSx={{ overflow: 'hidden' }}>
            <ImageBox src={offer.preview_url} ratio="16 / 9" />
            <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
              <Typography variant="h6" component="h3" sx={{ fontSize: '1rem' }} noWrap title={offer.name}>
                {offer.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {offer.platform_display}
              </Typography>
              <Chip
                label={`+${formatPM(offer.summary_pilot_miles)}`}
                color="success"
                size="small"
                sx={{ alignSelf: 'flex-start', mt: 'auto', fontWeight: 800 }}
              />
            </Box>
          </ActionCard>
        )}
      </CardList>
    </Section>
  );
}

/** A grid of small tiles (stores, activities): `columns` per breakpoint. */
const tileGridSx = (gap: number | Record<string, number>, columns: Record<string, number>) =>
  ({
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap,
    gridTemplateColumns: Object.fromEntries(Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`])),
  }) as const;

function FeaturedStores({ stores }: { stores: readonly BrandCard[] }) {
  return (
    <Section id="hub-stores" title="Featured stores" more={{ label: 'See all', to: '/new/earn/shopping' }}>
      <CardList
        items={stores}
        empty="No featured stores right now. See all stores for cashback."
        sx={tileGridSx(2, { xs: 2, sm: 3, md: 6 })}
        itemKey={(store) => store.id}
      >
        {(store) => (
          <ActionCard to={storePath(store.id)} sx={{ p: 1.5, gap: 1 }}>
            <ImageBox
              src={store.logo_url}
              ratio="3 / 2"
              sx={{ bgcolor: 'common.white', borderRadius: '12px', '& img': { objectFit: 'contain' } }}
            />
            <Typography variant="subtitle2" component="h3" noWrap title={store.name}>
              {store.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 700 }}>
              {store.rate_label}
            </Typography>
          </ActionCard>
        )}
      </CardList>
    </Section>
  );
}

const ACTIVITY_ICONS: Record<EarnActivityKey, ComponentType<{ fontSize?: 'small' | 'medium' }>> = {
  games: SportsEsportsOutlinedIcon,
  apps: PhoneIphoneOutlinedIcon,
  surveys: PollOutlinedIcon,
  services: HomeRepairServiceOutlinedIcon,
  articles: ArticleOutlinedIcon,
  search: TravelExploreIcon,
  shopping: ShoppingBagOutlinedIcon,
  travel: FlightTakeoffIcon,
};

function Activities({ activities }: { activities: readonly EarnActivity[] }) {
  return (
    <Section id="hub-activities" title="Ways to earn">
      <CardList
        items={activities}
        empty="Nothing to earn here right now. Check back soon."
        sx={tileGridSx({ xs: 1.5, md: 2 }, { xs: 2, md: 4 })}
        itemKey={(activity) => activity.key}
      >
        {(activity) => {
          const Icon = ACTIVITY_ICONS[activity.key];
          return (
            <ActionCard to={activity.to} sx={{ p: 2, alignItems: 'flex-start', gap: 0.75 }}>
              <Box
                aria-hidden
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 40,
                  height: 40,
                  borderRadius: 3,
                  bgcolor: '#ecfdf3',
                  color: 'primary.dark',
                }}
              >
                {Icon && <Icon />}
              </Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                {activity.label}
              </Typography>
              {/* The top PM is in the highlight (core's wording), so it is not repeated here. */}
              {activity.available !== null && (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {activity.available} available
                </Typography>
              )}
              {activity.highlight && (
                <Typography variant="body2" color="text.secondary">
                  {activity.highlight}
                </Typography>
              )}
            </ActionCard>
          );
        }}
      </CardList>
    </Section>
  );
}

function MemberSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading your earn hub"
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 4 } }}
    >
      <Box>
        <Skeleton width={120} height={32} />
        <Box sx={{ ...rowSx, overflowX: 'hidden' }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={132} />
          ))}
        </Box>
      </Box>
      <Box>
        <Skeleton width={90} height={32} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton
              key={i}
              variant="rounded"
              height={120}
              sx={i === 0 || i === 3 ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}
            />
          ))}
        </Box>
      </Box>
      <Box>
        <Skeleton width={160} height={32} />
        <Box sx={{ ...rowSx, overflowX: 'hidden' }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
