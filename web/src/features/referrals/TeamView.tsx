/**
 * /team: the Crew feature's waitlist (not released yet), the member's code and invite link, how a
 * referral pays, and the people who joined with the code (docs/referrals.md). Props only.
 */
import { useId, type FocusEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ShareIcon from '@mui/icons-material/Share';
import {
  REFEREE_STATUS_LABELS,
  formatDollars,
  formatPM,
  type Referee,
  type RefereeStatus,
  type ReferralsSummary,
} from '@pilotmiles/core';
import { ReferralCode } from '../../components/ReferralCode';
import { StepsList } from '../../components/StepsList';
import { UserAvatar } from '../../components/UserAvatar';
import { ErrorState } from '../../components/feedback/ErrorState';
import { countOf, formatDate } from '../../lib/format';

export const EMPTY_REFERRALS_TEXT = 'No one has joined with your code yet';
export const referralsErrorText = (message: string) => `Error loading your referrals: ${message}`;

export interface TeamViewProps {
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  onRetry: () => void;
  summary: ReferralsSummary | undefined;
  onJoinWaitlist: () => void;
  onCopyCode: (code: string) => void;
  onCopyLink: (url: string) => void;
  onShare: (summary: ReferralsSummary) => void;
}

const cardSx = { height: '100%' } as const;
const contentSx = { p: { xs: 2.5, sm: 3 } } as const;

/** "500 PM ($5.00)". */
const pmAndDollars = (pm: number) => `${formatPM(pm)} (${formatDollars(pm)})`;

export function TeamView({ status, error, onRetry, summary, onJoinWaitlist, onCopyCode, onCopyLink, onShare }: TeamViewProps) {
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'stretch' }}>
        {status === 'error' ? (
          <ErrorState message={referralsErrorText(error ?? '')} onRetry={onRetry} />
        ) : (
          <InviteCard summary={summary} onCopyCode={onCopyCode} onCopyLink={onCopyLink} onShare={onShare} />
        )}
        <CrewCard onJoinWaitlist={onJoinWaitlist} />
      </Box>
      {status !== 'error' && (
        <>
          <HowItWorks summary={summary} />
          <Referees summary={summary} />
        </>
      )}
    </Stack>
  );
}

function SectionTitle({ id, icon, children }: { id: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
      <Box sx={{ width: 40, height: 40, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: 'rgba(21, 128, 61, 0.12)', color: 'secondary.main', flexShrink: 0 }}>
        {icon}
      </Box>
      <Typography id={id} variant="h6" component="h2">
        {children}
      </Typography>
    </Box>
  );
}

function InviteCard({
  summary,
  onCopyCode,
  onCopyLink,
  onShare,
}: Pick<TeamViewProps, 'summary' | 'onCopyCode' | 'onCopyLink' | 'onShare'>) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={cardSx}>
      <CardContent sx={contentSx}>
        <SectionTitle id={`${id}-title`} icon={<PersonAddIcon />}>
          Invite friends
        </SectionTitle>
        {summary ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Earn {pmAndDollars(summary.bonus_pm)} for each friend who joins with your code and earns{' '}
              {formatPM(summary.threshold_pm)} from activities.
            </Typography>
            <Typography variant="overline" component="p" color="text.secondary">
              Your referral code
            </Typography>
            <Box sx={{ mb: 2 }}>
              <ReferralCode code={summary.code} onCopy={onCopyCode} />
            </Box>
            <TextField
              label="Your invite link"
              value={summary.invite_url}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => onCopyLink(summary.invite_url)}>
                Copy link
              </Button>
              <Button variant="contained" color="secondary" startIcon={<ShareIcon />} onClick={() => onShare(summary)}>
                Share
              </Button>
            </Stack>
            <Box sx={{ mt: 2.5, pt: 2, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2" color="text.secondary">
                Earned from referrals
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
                {pmAndDollars(summary.earned_pm)}
              </Typography>
            </Box>
          </>
        ) : (
          <Box role="progressbar" aria-busy="true" aria-label="Loading your referral code">
            <Skeleton width="80%" />
            <Skeleton variant="rounded" width={180} height={40} sx={{ my: 2 }} />
            <Skeleton variant="rounded" height={40} />
            <Skeleton width={160} height={40} sx={{ mt: 2 }} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function CrewCard({ onJoinWaitlist }: Pick<TeamViewProps, 'onJoinWaitlist'>) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ ...cardSx, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent sx={{ ...contentSx, display: 'flex', flexDirection: 'column', height: '100%', boxSizing: 'border-box' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <GroupsIcon aria-hidden />
          <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Crew
          </Typography>
          <Chip label="Coming soon" size="small" sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: 'inherit', fontWeight: 700 }} />
        </Stack>
        <Typography sx={{ opacity: 0.9, mb: 3, flexGrow: 1 }}>
          Fly together: team up with friends, chase shared goals and earn bonus PilotMiles as a crew. Join the waitlist
          and be the first to know when Crew is ready for takeoff.
        </Typography>
        <Box>
          <Button variant="contained" color="secondary" onClick={onJoinWaitlist}>
            Join the waitlist
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function HowItWorks({ summary }: Pick<TeamViewProps, 'summary'>) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent sx={contentSx}>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 2 }}>
          How referrals work
        </Typography>
        {summary ? (
          <>
            <StepsList
              steps={[
                'Share your code or invite link with friends.',
                'They join PilotMiles with it and verify their email address.',
                `Once they have earned ${pmAndDollars(summary.threshold_pm)} from offers, surveys, articles, searches or shopping, you get ${pmAndDollars(summary.bonus_pm)}.`,
              ]}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Bonuses (welcome, daily and referral bonuses) do not count towards a friend's total. One bonus per friend;
              accounts that share your device or connection do not qualify. 100 PM = $1.
            </Typography>
          </>
        ) : (
          <Box aria-hidden>
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

const STATUS_COLOR: Readonly<Record<RefereeStatus, 'default' | 'success' | 'info' | 'warning'>> = {
  'waiting-verification': 'warning',
  earning: 'info',
  rewarded: 'success',
  'not-eligible': 'default',
};

function Referees({ summary }: Pick<TeamViewProps, 'summary'>) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent sx={contentSx}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography id={`${id}-title`} variant="h6" component="h2">
            People who joined with your code
          </Typography>
          {summary && summary.total_referees > 0 && (
            <Typography variant="body2" color="text.secondary">
              {countOf(summary.total_referees, 'friend', 'friends')}
            </Typography>
          )}
        </Stack>
        {!summary ? (
          <Stack spacing={1.5} role="progressbar" aria-busy="true" aria-label="Loading the people who joined">
            {[0, 1, 2].map((i) => (
              <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Skeleton variant="circular" width={40} height={40} />
                <Box sx={{ flexGrow: 1 }}>
                  <Skeleton width="40%" />
                  <Skeleton width="25%" />
                </Box>
              </Stack>
            ))}
          </Stack>
        ) : summary.referees.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {EMPTY_REFERRALS_TEXT}
          </Typography>
        ) : (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {summary.referees.map((r, i) => (
                <RefereeRow key={`${r.joined_at}-${i}`} referee={r} threshold={summary.threshold_pm} />
              ))}
            </Box>
            {summary.total_referees > summary.referees.length && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                Showing the newest {summary.referees.length} of {summary.total_referees}.
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function RefereeRow({ referee, threshold }: { referee: Referee; threshold: number }) {
  const progress = referee.progress_pm ?? 0;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <UserAvatar name={referee.display_name} size={40} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {referee.display_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Joined {formatDate(referee.joined_at)}
        </Typography>
        {referee.status === 'earning' && (
          <Box sx={{ mt: 0.75, maxWidth: 320 }}>
            <LinearProgress
              variant="determinate"
              value={threshold > 0 ? Math.min(100, (progress / threshold) * 100) : 100}
              color="secondary"
              aria-label={`${referee.display_name}'s progress`}
              sx={{ height: 6, borderRadius: 3 }}
            />
            <Typography variant="caption" color="text.secondary">
              {formatPM(progress)} of {formatPM(threshold)}
            </Typography>
          </Box>
        )}
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
        <Chip size="small" label={REFEREE_STATUS_LABELS[referee.status]} color={STATUS_COLOR[referee.status]} variant={referee.status === 'not-eligible' ? 'outlined' : 'filled'} />
        {referee.earned_pm > 0 && (
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'secondary.main' }}>
            +{formatPM(referee.earned_pm)}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
