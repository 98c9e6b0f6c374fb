/**
 * The small card asking a member to turn on push (PushAgent decides when it shows). Wide screens:
 * a card floating in the bottom corner. Phones: a card in the flow at the top of the page, which
 * moves the page down instead of covering its first offer card; so it never appears in the page
 * being read (that page would jump under the member's eyes), only with the next page they open.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useMediaQuery, useTheme, type Theme } from '@mui/material';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { PromptCard } from '../../components/feedback/PromptCard';
import { useMainTopSlot } from './useMainTopSlot';

export const PUSH_PROMPT_TITLE = 'Get notified when your PilotMiles arrive';

export interface PushPromptViewProps {
  /** The browser's permission question is open. */
  busy: boolean;
  onTurnOn: () => void;
  onNotNow: () => void;
  /** The page on screen (its path): on a phone the card waits for the next one. */
  page: string;
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

export function PushPromptView({ busy, onTurnOn, onNotNow, page }: PushPromptViewProps) {
  // noSsr: the first render already knows, so a phone never sees the floating card flash.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [dueOn] = useState(page);
  const [pageOpened, setPageOpened] = useState(false);
  if (!pageOpened && page !== dueOn) setPageOpened(true);
  const slot = useMainTopSlot(phone && pageOpened);
  const card = (
    <PromptCard
      titleId="push-prompt-title"
      title={PUSH_PROMPT_TITLE}
      icon={<NotificationsActiveOutlinedIcon color="primary" sx={{ mt: 0.25 }} />}
      actionLabel="Turn on"
      busy={busy}
      onAction={onTurnOn}
      onNotNow={onNotNow}
      elevation={phone ? 0 : 6}
      variant={phone ? 'outlined' : 'elevation'}
      sx={phone ? inlineSx : floatingSx}
    >
      We&apos;ll let you know when a reward is credited or a payout is on its way.
    </PromptCard>
  );
  if (!phone) return card;
  return slot ? createPortal(card, slot) : null;
}
