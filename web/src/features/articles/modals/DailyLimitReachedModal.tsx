/**
 * Daily Limit Reached (SPEC §8). The generic text serves every activity; the article variant adds
 * that the limit resets in 24 hours and how many articles today's cap paid for.
 */
import { Button, Dialog, DialogContent, IconButton, Link, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import { DAILY_MSG, articlesPerDay } from '@pilotmiles/core';
import { EXTERNAL } from '../../../components/layout/siteLinks';
import type { ModalProps } from '../../../components/modals/ModalHost';

export interface DailyLimitReachedModalProps {
  open: boolean;
  onClose: () => void;
  variant?: 'generic' | 'article';
  /** Article variant: COINS_PER_ARTICLE and COINS_ARTICLE_DAILY_REWARD. */
  perArticle?: number;
  cap?: number;
}

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
}: DailyLimitReachedModalProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="daily-limit-title">
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ textAlign: 'center', pt: 5, pb: 3 }}>
        <HourglassBottomIcon sx={{ fontSize: 48, color: 'warning.main' }} aria-hidden />
        <Typography id="daily-limit-title" variant="h5" component="h2" sx={{ mt: 1 }}>
          {DAILY_MSG.dailyLimitTitle}
        </Typography>
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
      </DialogContent>
    </Dialog>
  );
}

export default function DailyLimitReachedModal({ open, onClose, variant, perArticle, cap }: ModalProps) {
  return (
    <DailyLimitReachedModalView
      open={open}
      onClose={onClose}
      variant={variant === 'article' ? 'article' : 'generic'}
      perArticle={typeof perArticle === 'number' ? perArticle : 0}
      cap={typeof cap === 'number' ? cap : 0}
    />
  );
}
