/**
 * The small card asking a member to turn on push (PushAgent decides when it shows). Wide screens:
 * a card floating in the bottom corner. Phones: a card in the flow at the top of the page, which
 * moves the page down instead of covering its first offer card.
 */
import { createPortal } from 'react-dom';
import { Box, Button, IconButton, Paper, Stack, Typography, useMediaQuery, useTheme, type Theme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { useMainTopSlot } from './useMainTopSlot';

export const PUSH_PROMPT_TITLE = 'Get notified when your PilotMiles arrive';

export interface PushPromptViewProps {
  /** The browser's permission question is open. */
  busy: boolean;
  onTurnOn: () => void;
  onNotNow: () => void;
}

const floatingSx = {
  position: 'fixed',
  zIndex: (t: Theme) => t.zIndex.snackbar - 1,
  bottom: 24,
  right: 24,
  maxWidth: 360,
  p: 2,
  borderRadius: 3,
} as const;

const inlineSx = { mx: 1.5, mt: 1.5, p: 2, borderRadius: 3 } as const;

export function PushPromptView({ busy, onTurnOn, onNotNow }: PushPromptViewProps) {
  // noSsr: the first render already knows, so a phone never sees the floating card flash.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const slot = useMainTopSlot(phone);
  const card = (
    <Paper
      role="region"
      aria-labelledby="push-prompt-title"
      elevation={phone ? 0 : 6}
      variant={phone ? 'outlined' : 'elevation'}
      sx={phone ? inlineSx : floatingSx}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <NotificationsActiveOutlinedIcon color="primary" sx={{ mt: 0.25 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="push-prompt-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {PUSH_PROMPT_TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            We&apos;ll let you know when a reward is credited or a payout is on its way.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={onNotNow} disabled={busy}>
              Not now
            </Button>
            <Button size="small" variant="contained" onClick={onTurnOn} disabled={busy}>
              Turn on
            </Button>
          </Stack>
        </Box>
        <IconButton size="small" aria-label="Dismiss" onClick={onNotNow} disabled={busy} sx={{ mt: -0.5, mr: -0.5 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
  if (!phone) return card;
  return slot ? createPortal(card, slot) : null;
}
