import {
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SavingsIcon from '@mui/icons-material/Savings';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { formatDollars, formatPM, type AdminDashboard } from '@pilotmiles/core';
import { ErrorState } from '../../components/feedback/ErrorState';

export interface AdminDashboardViewProps {
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  data: AdminDashboard | undefined;
}

const count = new Intl.NumberFormat('en-US');
const joined = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const joinedOn = (iso: string) => (iso ? joined.format(new Date(iso)) : '—');

interface FigureSpec {
  label: string;
  icon: SvgIconComponent;
  value: (d: AdminDashboard) => string;
  /** A second line, e.g. the dollar value of a PM figure. */
  sub?: (d: AdminDashboard) => string;
}

const FIGURES: readonly FigureSpec[] = [
  { label: 'Users', icon: PeopleIcon, value: (d) => count.format(d.users_total) },
  { label: 'Verified users', icon: HowToRegIcon, value: (d) => count.format(d.users_verified) },
  { label: 'New in 7 days', icon: PersonAddIcon, value: (d) => count.format(d.users_new_7d) },
  { label: 'Admins', icon: AdminPanelSettingsIcon, value: (d) => count.format(d.admins) },
  { label: 'PM outstanding', icon: SavingsIcon, value: (d) => formatPM(d.pm_outstanding), sub: (d) => formatDollars(d.pm_outstanding) },
  { label: 'PM lifetime earned', icon: TrendingUpIcon, value: (d) => formatPM(d.pm_lifetime_earned), sub: (d) => formatDollars(d.pm_lifetime_earned) },
];

/** The admin index: headline figures and the newest sign-ups. */
export function AdminDashboardView({ status, error, onRetry, data }: AdminDashboardViewProps) {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Dashboard
      </Typography>
      {status === 'error' ? (
        <ErrorState message={error ?? ''} onRetry={onRetry} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5 }}>
            {FIGURES.map((f) => (
              <FigureCard key={f.label} label={f.label} icon={f.icon} value={data && f.value(data)} sub={data && f.sub?.(data)} />
            ))}
          </Box>
          <Box component="section" aria-labelledby="newest-users">
            <Typography id="newest-users" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Newest users
            </Typography>
            {data ? <NewestUsers users={data.recent_users} /> : <Skeleton variant="rounded" height={220} />}
          </Box>
        </>
      )}
    </Stack>
  );
}

function FigureCard({ label, icon: Icon, value, sub }: { label: string; icon: SvgIconComponent; value?: string; sub?: string }) {
  return (
    <Card component="section" aria-label={label}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 1 }}>
          <Icon fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        </Box>
        {value === undefined ? (
          <Skeleton width="60%" height={40} />
        ) : (
          <Typography component="p" sx={{ fontSize: { xs: '1.35rem', sm: '1.75rem' }, fontWeight: 800, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        )}
        {sub && (
          <Typography variant="body2" color="text.secondary">
            {sub}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

type RecentUser = AdminDashboard['recent_users'][number];

function NewestUsers({ users }: { users: RecentUser[] }) {
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  if (users.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">No users yet</Typography>
      </Paper>
    );
  return wide ? <UsersTable users={users} /> : <UsersList users={users} />;
}

function UsersTable({ users }: { users: RecentUser[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Newest users">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, color: 'text.secondary', bgcolor: 'grey.50' } }}>
            <TableCell>Email</TableCell>
            <TableCell>Display name</TableCell>
            <TableCell>Joined</TableCell>
            <TableCell align="right">Balance</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((u) => (
            <TableRow key={u.uid} hover>
              <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{u.email}</TableCell>
              <TableCell>{u.display_name || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{joinedOn(u.created_at)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPM(u.total_coins)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function UsersList({ users }: { users: RecentUser[] }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List disablePadding aria-label="Newest users" sx={{ '& > li:last-of-type': { borderBottom: 0 } }}>
        {users.map((u) => (
          <ListItem key={u.uid} divider sx={{ display: 'flex', gap: 1.5 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap title={u.email}>
                {u.email}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {[u.display_name, joinedOn(u.created_at)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPM(u.total_coins)}</Typography>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
