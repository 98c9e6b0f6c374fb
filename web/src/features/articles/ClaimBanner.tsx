import { Box, Button, Container, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { ARTICLE_MESSAGES, formatMmSs, formatPM } from '@pilotmiles/core';
import { brand } from '../../theme/tokens';
import { BusyButton } from '../../components/BusyButton';
import { useMsUntil } from '../../lib/useDeadline';

export interface ClaimBannerProps {
  /** PM one claim pays (COINS_PER_ARTICLE). */
  perArticle: number;
  /**
   * When the button unlocks, epoch ms on this device's clock (claimDeadline: the server's opened_at
   * + 20 s, or now + retry_after). The mm:ss countdown is the time left to it, read from the clock.
   */
  unlockAt: number | null;
  /** Claimed today: here, or before (the API's claimed_today). */
  claimed: boolean;
  busy: boolean;
  onClaim: () => void;
  /** Claimed in this visit: the reward can be shown again. */
  onShowReward?: () => void;
}

/**
 * The full-width claim bar above the article: a mm:ss countdown and 'Claim Article',
 * disabled until zero, disabled again once claimed. It sticks under the site header while reading.
 */
export function ClaimBanner({ perArticle, unlockAt, claimed, busy, onClaim, onShowReward }: ClaimBannerProps) {
  // Whole seconds, rounded up: 00:20 on open, enabled only once 00:00 is reached.
  const left = Math.ceil(useMsUntil(claimed ? null : unlockAt) / 1000);
  const ready = !claimed && unlockAt !== null && left === 0;

  // Phones get the short wording so the bar stays one line under the header.
  let message: [long: string, short: string];
  if (claimed) message = ["You've claimed this article today", 'Claimed today'];
  else if (ready) message = [`Nice reading! Claim your ${formatPM(perArticle)} now`, `Claim ${formatPM(perArticle)}`];
  else message = [`Keep reading to earn ${formatPM(perArticle)}`, `Earn ${formatPM(perArticle)} in`];

  return (
    <Box
      role="region"
      aria-label="Article reward"
      sx={{
        position: 'sticky',
        top: { xs: 60, md: 68 },
        zIndex: (t) => t.zIndex.appBar - 1,
        color: '#fff',
        bgcolor: claimed ? brand.greenDark : brand.navyLight,
        boxShadow: '0 2px 8px rgba(15, 23, 42, 0.15)',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: 1.25,
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.25 }, minWidth: 0 }}>
          {claimed ? <CheckCircleIcon aria-hidden /> : <TimerOutlinedIcon aria-hidden />}
          <Typography sx={{ fontWeight: 600, fontSize: { xs: 14, sm: 16 } }}>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {message[0]}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {message[1]}
            </Box>
          </Typography>
          {!claimed && !ready && (
            <Box
              component="span"
              role="timer"
              aria-label="Time left before you can claim"
              sx={{
                fontVariantNumeric: 'tabular-nums',
                fontWeight: 800,
                fontSize: { xs: 16, sm: 18 },
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'rgba(255,255,255,0.15)',
              }}
            >
              {formatMmSs(left)}
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 }, alignItems: 'center', flexShrink: 0 }}>
          {claimed && onShowReward && (
            <Button onClick={onShowReward} size="small" sx={{ color: '#fff', textDecoration: 'underline', px: 1 }}>
              View reward
            </Button>
          )}
          <BusyButton
            busy={busy}
            busyLabel="Claiming..."
            disabled={!ready}
            onClick={onClaim}
            variant="contained"
            color="secondary"
            sx={{
              px: { xs: 1.75, sm: 2.5 },
              whiteSpace: 'nowrap',
              '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.25)', color: 'rgba(255,255,255,0.8)' },
            }}
          >
            {ARTICLE_MESSAGES.claimArticle}
          </BusyButton>
        </Box>
      </Container>
    </Box>
  );
}
