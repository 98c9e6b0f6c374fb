import { memo, useId, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { SWEEPSTAKE_STATUS_LABELS, formatPM, type Sweepstake } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { formatDate, formatWholeDollars, groupDigits } from '../../lib/format';
import { Countdown, usePassed } from './Countdown';
import { entriesSoFarLabel, shortHash } from './format';
import { SweepstakeImage } from './SweepstakeImage';
import { DrawResult, EnterButton, RulesLink, StakeBox } from './SweepstakeParts';

export interface SweepstakeCardProps {
  sweepstake: Sweepstake;
  /** A member is signed in (their entries show, Enter opens the dialog); false: a visitor. */
  member: boolean;
  onEnter: (s: Sweepstake) => void;
  onRules: (s: Sweepstake) => void;
  /** Opens 'How this draw was picked' (a drawn one). */
  onDraw: (s: Sweepstake) => void;
  /** An open one closed or an upcoming one opened while on screen: the lists are out of date. */
  onDeadline?: () => void;
  /** One of the first cards: its image loads at once. */
  eager?: boolean;
}

export const COMMITMENT_HELP =
  'The SHA-256 hash of the secret seed that will pick the winner, published before anyone enters. ' +
  'It fixes the draw in advance: when the sweepstake ends the seed is revealed, and anyone can check ' +
  'it against this hash and recompute the winner (Verify).';

const STATUS_CHIP_COLOR = { active: 'success', scheduled: 'info' } as const;

/**
 * One sweepstake: its art, prize, entry cost, a live countdown, the entries so far, the member's
 * own entries and chance, and what can be done now: enter (an open one), wait (an upcoming one),
 * or see the winner and check the draw (an ended one). A visitor's Enter opens PleaseSignUp
 * (docs/product.md "Who can do what").
 * The countdown re-renders itself; the card re-renders once, when its deadline passes.
 */
export const SweepstakeCard = memo(function SweepstakeCard(props: SweepstakeCardProps) {
  const { sweepstake: s, member, onRules, eager = false } = props;
  const titleId = useId();
  const deadline = s.status === 'active' ? Date.parse(s.end_date) : s.status === 'scheduled' ? Date.parse(s.start_date) : null;
  const passed = usePassed(deadline, props.onDeadline);
  const beforeEnd = s.status === 'active' || s.status === 'scheduled';
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative' }}>
        <SweepstakeImage src={s.image_url} eager={eager} />
        <Chip
          size="small"
          label={SWEEPSTAKE_STATUS_LABELS[s.status]}
          color={s.status === 'active' || s.status === 'scheduled' ? STATUS_CHIP_COLOR[s.status] : 'default'}
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            fontWeight: 700,
            ...(beforeEnd ? {} : { bgcolor: 'rgba(255,255,255,0.92)' }),
          }}
        />
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: 19, lineHeight: 1.3 }}>
            {s.title}
          </Typography>
          <Typography sx={{ mt: 0.5, fontWeight: 800, fontSize: 22, color: 'success.main', lineHeight: 1.2 }}>
            {formatWholeDollars(s.value)}{' '}
            <Box component="span" sx={{ fontSize: 15, fontWeight: 600, color: 'text.secondary' }}>
              prize
            </Box>
          </Typography>
        </Box>
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <Fact icon={<ConfirmationNumberOutlinedIcon />}>
            <strong>{formatPM(s.entry_cost)}</strong> per entry · up to {groupDigits(s.max_entries)} per member
          </Fact>
          <Fact icon={<TimerOutlinedIcon />}>
            <TimeLine sweepstake={s} passed={passed} />
          </Fact>
          <Fact icon={<GroupsOutlinedIcon />}>{entriesSoFarLabel(s)}</Fact>
        </Stack>
        <StakeBox sweepstake={s} member={member} sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }} />
        {!beforeEnd && <Outcome sweepstake={s} />}
        <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 1 }}>
          {beforeEnd && <Commitment hash={s.seed_hash} />}
          <Action {...props} passed={passed} />
          <RulesLink sweepstake={s} onRules={onRules} sx={{ alignSelf: 'center', fontWeight: 600 }} />
        </Box>
      </CardContent>
    </Card>
  );
});

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14, color: 'text.secondary', '& svg': { fontSize: 18, color: 'text.disabled' }, '& strong': { color: 'text.primary' } }}
    >
      {icon}
      <Box component="span" sx={{ minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** 'Ends in 2d 04:12:09', 'Opens in …', 'Ended Dec 1, 2026'. */
function TimeLine({ sweepstake: s, passed }: { sweepstake: Sweepstake; passed: boolean }) {
  if (s.status === 'active')
    return passed ? (
      <>Entries closed</>
    ) : (
      <>
        Ends in <Countdown deadline={Date.parse(s.end_date)} />
      </>
    );
  if (s.status === 'scheduled')
    return passed ? (
      <>Opening now</>
    ) : (
      <>
        Opens in <Countdown deadline={Date.parse(s.start_date)} />
      </>
    );
  return <>Ended {formatDate(s.end_date)}</>;
}

/** The seed's hash, shown before the draw: the commitment the draw is checked against. */
function Commitment({ hash }: { hash: string }) {
  return (
    <Tooltip title={COMMITMENT_HELP} describeChild enterTouchDelay={0} leaveTouchDelay={6000}>
      <Typography
        variant="caption"
        tabIndex={0}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          alignSelf: 'flex-start',
          color: 'text.secondary',
          cursor: 'help',
          borderRadius: 0.5,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <LockOutlinedIcon sx={{ fontSize: 14 }} aria-hidden />
        Draw commitment:{' '}
        <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
          {shortHash(hash)}
        </Box>
      </Typography>
    </Tooltip>
  );
}

/** An ended one's result: being drawn, nobody entered, the winner, or the member's win. */
function Outcome({ sweepstake: s }: { sweepstake: Sweepstake }) {
  if (s.i_won)
    return (
      <Box
        role="status"
        sx={{ display: 'flex', gap: 1.25, alignItems: 'center', p: 1.5, borderRadius: 2, bgcolor: 'success.main', color: '#fff' }}
      >
        <EmojiEventsIcon aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800 }}>You won!</Typography>
          <Typography variant="body2">
            Your {formatWholeDollars(s.value)} prize is in{' '}
            <Link component={AppLink} to="/profile/rewards" color="inherit" sx={{ fontWeight: 700 }}>
              My rewards
            </Link>
          </Typography>
        </Box>
      </Box>
    );
  return <DrawResult sweepstake={s} />;
}

/** The card's main button: Enter (or why not), the opening date, or the way to check the draw. */
function Action({ sweepstake: s, member, onEnter, onDraw, passed }: SweepstakeCardProps & { passed: boolean }) {
  if (s.status === 'active') return <EnterButton sweepstake={s} member={member} passed={passed} onEnter={onEnter} />;
  if (s.status === 'scheduled')
    return (
      <Button variant="outlined" fullWidth disabled>
        Opens {formatDate(s.start_date)}
      </Button>
    );
  if (!s.draw) return null;
  return (
    <Button variant="outlined" fullWidth onClick={() => onDraw(s)}>
      How this draw was picked
    </Button>
  );
}
