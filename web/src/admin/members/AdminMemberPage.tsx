/**
 * /admin/users/:uid: one member's record for staff: who they are, their figures, how
 * they sign in, warnings, the actions that change their standing, and their history in tabs.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Chip, IconButton, Link, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { formatPM, KYC_STATUS_LABELS, MSG, type AdminMemberDetail } from '@pilotmiles/core';
import { api, errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { AppLink } from '../../components/AppLink';
import { ErrorState } from '../../components/feedback/ErrorState';
import { TabbedPage } from '../shared/TabbedPage';
import { formatDate, formatDateTime } from '../shared/format';
import { MemberActions } from './MemberActions';
import { MEMBER_TABS, MemberUid } from './MemberHistory';
import { MemberStatusChip, ROLE_LABELS, memberName } from './MemberParts';
import { memberKey, memberPath } from './membersApi';

export default function AdminMemberPage() {
  const uid = useParams().uid ?? '';
  const query = useQuery({
    queryKey: memberKey(uid),
    queryFn: ({ signal }) => api<AdminMemberDetail>(memberPath(uid), { signal }),
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <Box>
        <Link component={AppLink} to="/admin/users" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" /> Members
        </Link>
      </Box>
      {query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Stack spacing={2} role="progressbar" aria-label="Loading the member">
          <Skeleton variant="text" width="45%" height={48} />
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      ) : (
        <MemberUid.Provider value={uid}>
          <TabbedPage
            key={uid}
            title={memberName(query.data)}
            intro=""
            header={<MemberRecord member={query.data} />}
            tabs={MEMBER_TABS}
          />
        </MemberUid.Provider>
      )}
    </Stack>
  );
}

export function MemberRecord({ member: m }: { member: AdminMemberDetail }) {
  const toast = useToast();
  const copyUid = () => {
    const copied = navigator.clipboard ? navigator.clipboard.writeText(m.uid) : Promise.reject(new Error('no clipboard'));
    copied.then(
      () => toast.success('Uid copied'),
      () => toast.error(MSG.genericError),
    );
  };
  return (
    <Stack spacing={2.5}>
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
            {memberName(m)}
          </Typography>
          <MemberStatusChip status={m.status} />
          <Chip size="small" label={ROLE_LABELS[m.role]} color={m.role === 'admin' ? 'secondary' : 'default'} />
        </Box>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {m.email ?? 'No e-mail'}
          {m.email && !m.email_verified && ' (not verified)'}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
            {m.uid}
          </Typography>
          <Tooltip title="Copy uid">
            <IconButton size="small" aria-label="Copy uid" onClick={copyUid}>
              <ContentCopyIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        </Box>
        {m.status !== 'active' && m.status_reason && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {m.status === 'banned' ? 'Banned' : 'Suspended'} {formatDateTime(m.status_changed_at)}
            {m.status_changed_by && ` by ${m.status_changed_by}`}: “{m.status_reason}”
          </Alert>
        )}
      </Box>

      {m.flags.length > 0 && (
        <Box component="ul" aria-label="Flags" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {m.flags.map((f) => (
            <li key={f}>
              <Chip size="small" color="warning" icon={<WarningAmberIcon />} label={f} />
            </li>
          ))}
        </Box>
      )}

      <Box
        component="dl"
        aria-label="Figures"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }, gap: 1.5, m: 0 }}
      >
        <Figure label="Balance" value={formatPM(m.total_coins)} negative={m.total_coins < 0} />
        <Figure label="Lifetime earned" value={formatPM(m.lifetime_earned)} />
        <Figure label="From activities" value={formatPM(m.lifetime_activity)} />
        <Figure label="Earned today" value={formatPM(m.earned_today)} />
        <Figure label="Streak" value={`${m.streak} ${m.streak === 1 ? 'day' : 'days'}`} />
      </Box>

      <MemberActions member={m} />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}>
        <Facts
          title="Sign-in"
          rows={[
            ['Last sign-in', m.last_login_at ? formatDateTime(m.last_login_at) : 'Never'],
            ['Provider', m.sign_in_provider ?? '—'],
            ['Last IP', m.login.last_ip ?? '—'],
            ['Sign-up IP', m.login.signup_ip ?? '—'],
            ['Location', [m.login.city, m.login.country].filter(Boolean).join(', ') || '—'],
            ['Time zone', m.timezone ?? '—'],
          ]}
        />
        <Facts
          title="Account"
          rows={[
            ['Joined', formatDate(m.created_at)],
            ['KYC', KYC_STATUS_LABELS[m.kyc_status]],
            ['Referral code', m.referral_code || '—'],
            ['Referred by', m.referred_by ?? '—'],
            ['Referral status', m.referral_status ?? '—'],
            ['Brand owner', m.brand_owner ?? 'None'],
          ]}
        />
      </Box>
    </Stack>
  );
}

function Figure({ label, value, negative = false }: { label: string; value: string; negative?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.15rem', color: negative ? 'error.main' : undefined }}>
        {value}
      </Typography>
    </Paper>
  );
}

function Facts({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
