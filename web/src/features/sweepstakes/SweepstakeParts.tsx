/**
 * The pieces of a sweepstake card that both designs show (the classic SweepstakeCard and /new's
 * Win Big): the member's stake and chance, Enter (or why not), the official rules link and an ended
 * one's result. Each design dresses them with its own sx; what they say and do lives here once.
 */
import { Box, Button, Link, Typography, type SxProps, type Theme } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { Sweepstake } from '@pilotmiles/core';
import { openModal } from '../../components/modals/modalStore';
import { chanceLabel, enterButton, yourEntriesLabel } from './format';

/**
 * The member's entries and chance, in a box; nothing when there is neither. A member's stake
 * shows while entries are open, and afterwards only if they took part.
 */
export function StakeBox({ sweepstake: s, member, big = false, sx }: { sweepstake: Sweepstake; member: boolean; big?: boolean; sx: SxProps<Theme> }) {
  const chance = chanceLabel(s);
  const showMine = member && s.my_entries !== null && (s.status === 'active' || s.my_entries > 0);
  if (!showMine && !chance) return null;
  return (
    <Box sx={sx}>
      {showMine && (
        <Typography variant={big ? 'body1' : 'body2'} sx={{ fontWeight: big ? 800 : 700 }}>
          {yourEntriesLabel(s)}
        </Typography>
      )}
      {chance && (
        <Typography variant="body2" color="text.secondary">
          {chance}
        </Typography>
      )}
    </Box>
  );
}

/** An open one's Enter: a member's opens the enter flow, a visitor's PleaseSignUp. */
export function EnterButton({
  sweepstake: s,
  member,
  passed,
  onEnter,
  sx,
}: {
  sweepstake: Sweepstake;
  member: boolean;
  /** Its deadline passed while on screen. */
  passed: boolean;
  onEnter: (s: Sweepstake) => void;
  sx?: SxProps<Theme>;
}) {
  const { label, disabled } = enterButton(s, member, passed);
  return (
    <Button
      variant="contained"
      color="secondary"
      fullWidth
      disabled={disabled}
      onClick={() => (member ? onEnter(s) : openModal('PleaseSignUp'))}
      aria-label={label === 'Enter' ? `Enter ${s.title}` : undefined}
      sx={sx}
    >
      {label}
    </Button>
  );
}

export function RulesLink({ sweepstake: s, onRules, sx }: { sweepstake: Sweepstake; onRules: (s: Sweepstake) => void; sx: SxProps<Theme> }) {
  return (
    <Link component="button" type="button" variant="body2" onClick={() => onRules(s)} aria-label={`Official rules of ${s.title}`} sx={sx}>
      Official rules
    </Link>
  );
}

/**
 * An ended one's result other than the member's own win (each design shows that its way):
 * cancelled, being drawn, nobody entered, or the winner. `small`: a line of body2 text.
 */
export function DrawResult({ sweepstake: s, small = false }: { sweepstake: Sweepstake; small?: boolean }) {
  if (s.status === 'cancelled')
    return (
      <Typography variant="body2" color="text.secondary">
        Cancelled: every entry was refunded.
      </Typography>
    );
  if (!s.draw)
    return (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Drawing the winner…
      </Typography>
    );
  if (!s.draw.winner_public_id)
    return (
      <Typography variant="body2" color="text.secondary">
        Nobody entered: no winner was drawn.
      </Typography>
    );
  return (
    <Typography
      variant={small ? 'body2' : 'body1'}
      sx={{ display: 'flex', alignItems: 'center', gap: small ? 0.5 : 0.75, fontWeight: small ? 700 : 600 }}
    >
      <EmojiEventsIcon sx={{ color: 'warning.main', fontSize: small ? 18 : 20 }} aria-hidden />
      Winner: {s.draw.winner_name ?? 'A PilotMiles member'}
    </Typography>
  );
}
