import { Suspense, lazy, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  DASHBOARD_PERIODS,
  DASHBOARD_PERIOD_LABELS,
  type DashboardPeriod,
  type DashboardSeries,
  type EventFunnel,
  type LastLoginUser,
  type LastUserActivity,
  type SummaryActivities,
  type UserConversionTypes,
} from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';
import { AppLink } from '../../components/AppLink';

/** A member's record in the admin area. */
const memberPath = (uid: string) => `/admin/users/${encodeURIComponent(uid)}`;
import { conversionChart, earningBars, seriesChart } from './dashboardData';
import { funnelIsEmpty } from '../shared/funnelData';
import { FunnelSteps } from '../shared/FunnelSteps';

/** MUI X Charts arrive in their own chunk, after the page's first paint. */
const DashboardChart = lazy(() => import('./DashboardChart'));

/** One call's state, as the page's query gives it. */
export interface Loadable<T> {
  status: 'loading' | 'error' | 'ready';
  data: T | undefined;
  error: string | null;
  onRetry: () => void;
}

export interface AdminDashboardsViewProps {
  period: DashboardPeriod;
  onPeriodChange: (period: DashboardPeriod) => void;
  active: Loadable<DashboardSeries>;
  fresh: Loadable<DashboardSeries>;
  earning: Loadable<SummaryActivities>;
  conversions: Loadable<UserConversionTypes>;
  logins: Loadable<LastLoginUser[]>;
  activities: Loadable<LastUserActivity[]>;
  /** GET /events/stats' funnel for the period's range (left out: no funnel card). */
  funnel?: Loadable<EventFunnel>;
  /** What the funnel's range is called under its title ('Last 30 days'). */
  funnelRange?: string;
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => (iso ? when.format(new Date(iso)) : '—');
const RANGE_NAMES: Record<DashboardPeriod, string> = { day: 'last 30 days', week: 'last 12 weeks', month: 'last 12 months' };
const CHART_HEIGHT = 260;

/** The admin index's charts and lists: members per period, earning, conversions, recent sign-ins and activities. */
export function AdminDashboardsView(props: AdminDashboardsViewProps) {
  const { period } = props;
  return (
    <Stack spacing={2} component="section" aria-labelledby="activity-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography id="activity-heading" variant="h6" component="h2">
            Activity
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The {RANGE_NAMES[period]} (UTC)
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          aria-label="Period"
          onChange={(_e, value: DashboardPeriod | null) => value && props.onPeriodChange(value)}
        >
          {DASHBOARD_PERIODS.map((p) => (
            <ToggleButton key={p} value={p} sx={{ px: 2 }}>
              {DASHBOARD_PERIOD_LABELS[p]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <DashboardCard
          title="Active members"
          loadable={props.active}
          isEmpty={(d) => seriesChart(d).total === 0}
          empty="No sign-ins in this range"
        >
          {(d) => <DashboardChart kind="line" title="Active members" label="Active members" data={seriesChart(d)} />}
        </DashboardCard>
        <DashboardCard title="New members" loadable={props.fresh} isEmpty={(d) => seriesChart(d).total === 0} empty="No sign-ups in this range">
          {(d) => <DashboardChart kind="bars" title="New members" label="New members" data={seriesChart(d)} />}
        </DashboardCard>
        <DashboardCard
          title="PM earned by activity"
          loadable={props.earning}
          isEmpty={(d) => earningBars(d).length === 0}
          empty="Nothing earned in this range"
        >
          {(d) => <DashboardChart kind="earning" title="PM earned by activity" data={earningBars(d)} />}
        </DashboardCard>
        <DashboardCard
          title="Conversions by status"
          loadable={props.conversions}
          isEmpty={(d) => conversionChart(d).total === 0}
          empty="No conversions in this range"
        >
          {(d) => <DashboardChart kind="conversions" title="Conversions by status" data={conversionChart(d)} />}
        </DashboardCard>
        {props.funnel && (
          <DashboardCard title="Funnel" loadable={props.funnel} isEmpty={funnelIsEmpty} empty="No sign-ups in this range">
            {(d) => (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  Members reaching each step{props.funnelRange ? ` in the ${props.funnelRange}` : ''}; % of the step before.
                </Typography>
                <FunnelSteps funnel={d} />
              </>
            )}
          </DashboardCard>
        )}
        <DashboardCard title="Recent sign-ins" loadable={props.logins} isEmpty={(d) => d.length === 0} empty="No sign-ins yet">
          {(d) => (
            <List dense disablePadding aria-label="Recent sign-ins">
              {d.map((u) => (
                <ListItem key={u.uid} divider disableGutters sx={{ gap: 1.5 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Link component={AppLink} to={memberPath(u.uid)} underline="hover" sx={{ fontWeight: 600, display: 'block' }} noWrap title={u.email ?? u.uid}>
                      {u.display_name || u.email || u.uid}
                    </Link>
                    {u.display_name && u.email && (
                      <Typography variant="body2" color="text.secondary" noWrap>
                        {u.email}
                      </Typography>
                    )}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {at(u.last_login_at)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </DashboardCard>
        <DashboardCard title="Recent activities" loadable={props.activities} isEmpty={(d) => d.length === 0} empty="No activities yet">
          {(d) => (
            <List dense disablePadding aria-label="Recent activities">
              {d.map((a) => (
                <ListItem key={`${a.uid}/${a.id}`} divider disableGutters sx={{ gap: 1.5 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{a.description || a.type}</Typography>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {a.type} ·{' '}
                      <Link component={AppLink} to={memberPath(a.uid)} underline="hover" title={a.uid}>
                        {a.email ?? a.uid}
                      </Link>
                    </Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {at(a.created_at)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </DashboardCard>
      </Box>
    </Stack>
  );
}

function DashboardCard<T>({
  title,
  loadable,
  isEmpty,
  empty,
  children,
}: {
  title: string;
  loadable: Loadable<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const { status, data, error, onRetry } = loadable;
  const skeleton = <Skeleton variant="rounded" height={CHART_HEIGHT} role="progressbar" aria-label={`Loading ${title}`} />;
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {status === 'error' ? (
          <ErrorState message={error ?? ''} onRetry={onRetry} />
        ) : status === 'loading' || data === undefined ? (
          skeleton
        ) : isEmpty(data) ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography color="text.secondary">{empty}</Typography>
          </Box>
        ) : (
          <Suspense fallback={skeleton}>{children(data)}</Suspense>
        )}
      </CardContent>
    </Card>
  );
}
