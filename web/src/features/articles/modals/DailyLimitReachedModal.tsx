/**
 * Daily Limit Reached (docs/product.md "Modals"). The generic text serves every activity; the article variant adds
 * that the limit resets in 24 hours and how many articles today's cap paid for.
 */
import { Button, Link, Typography } from '@mui/material';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import { DAILY_MSG, articlesPerDay } from '@pilotmiles/core';
import { EXTERNAL } from '../../../components/layout/siteLinks';
import type { ModalProps } from '../../../components/modals/modalStore';
import { PromptDialog } from '../../../components/modals/PromptDialog';

/** The article variant's sentence. */
export function articleLimitText(perArticle: number, cap: number): string {
  const n = articlesPerDay(perArticle, cap);
  return `You've earned PilotMiles for ${n} ${n === 1 ? 'article' : 'articles'} today. Your article limit resets in 24 hours.`;
}

export function DailyLimitReachedModalView({
  open,
  onClose,
  variant = 'generic',
  perArticle = 0,
  cap = 0,
}: ModalProps<'DailyLimitReached'>) {
  return (
    <PromptDialog
      open={open}
      onClose={onClose}
      id="daily-limit"
      icon={<HourglassBottomIcon sx={{ fontSize: 48, color: 'warning.main' }} aria-hidden />}
      title={DAILY_MSG.dailyLimitTitle}
    >
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {DAILY_MSG.dailyLimitBody}
      </Typography>
      {variant === 'article' && (
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{articleLimitText(perArticle, cap)}</Typography>
      )}
      <Button onClick={onClose} variant="contained" color="secondary" size="large" fullWidth sx={{ mt: 3 }}>
        {DAILY_MSG.gotIt}
      </Button>
      <Link
        href={EXTERNAL.helpCentre}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-block', mt: 2, fontSize: 14 }}
      >
        Need help? Visit the Help Centre
      </Link>
    </PromptDialog>
  );
}

export default DailyLimitReachedModalView;
