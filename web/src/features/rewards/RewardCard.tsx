import { memo, useId } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { Reward } from '@pilotmiles/core';
import { openModal } from '../../components/modals/modalStore';
import { adjustmentLabel, cardPrices } from './format';
import { RewardImage } from './RewardImage';
import { RewardProgress } from './RewardProgress';

export interface RewardCardProps {
  reward: Reward;
  /** The member's balance; null for a visitor (no progress, and Redeem asks them to sign in). */
  balance: number | null;
  onRedeem: (reward: Reward) => void;
  /** One of the first cards: its image loads at once. */
  eager?: boolean;
}

/** Phones list the cards with the art beside the text, so a screen shows two or three. */
export const REWARD_CARD_DIRECTION = { xs: 'row', sm: 'column' } as const;
export const REWARD_ART_SX = { width: { xs: 112, sm: '100%' }, alignSelf: 'flex-start', m: { xs: 1.5, sm: 0 }, mr: 0, borderRadius: { xs: 1.5, sm: 0 } };
export const REWARD_CONTENT_SX = {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 1.25,
  p: { xs: 1.5, sm: 2 },
  '&:last-child': { pb: 2 },
} as const;

/**
 * One reward: its card art, brand and name, where it can be used, what each value costs, and for
 * a member how close their balance is to the cheapest value. The whole card is one thing to press:
 * its click handler takes a press anywhere on it, and the Redeem button is what keyboards and
 * screen readers reach (its click bubbles to the card). A visitor's press opens PleaseSignUp
 * (docs/product.md "Who can do what"). Memoised: the grid re-renders while filters load, the cards shown need not.
 */
export const RewardCard = memo(function RewardCard({ reward, balance, onRedeem, eager = false }: RewardCardProps) {
  const titleId = useId();
  const adjustment = adjustmentLabel(reward);
  const onClick = () => (balance === null ? openModal('PleaseSignUp') : onRedeem(reward));
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      onClick={onClick}
      sx={{
        height: '100%',
        display: 'flex',
        cursor: 'pointer',
        flexDirection: REWARD_CARD_DIRECTION,
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: '0 8px 24px rgba(11, 37, 69, 0.08)' },
      }}
    >
      <RewardImage
        src={reward.image_url}
        eager={eager}
        sx={REWARD_ART_SX}
      />
      <CardContent
        sx={REWARD_CONTENT_SX}
      >
        <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75, minHeight: 24 }}>
          {adjustment && (
            <Chip
              size="small"
              label={adjustment.label}
              color={adjustment.discount ? 'success' : 'default'}
              sx={{ fontWeight: 700 }}
            />
          )}
          {reward.countries.map((c) => (
            <Chip
              key={c}
              size="small"
              variant="outlined"
              icon={<PlaceOutlinedIcon />}
              label={c}
              title={`Can be used in ${c}`}
            />
          ))}
        </Stack>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {reward.brand}
          </Typography>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: 18, lineHeight: 1.3 }}>
            {reward.name}
          </Typography>
        </Box>
        <Prices reward={reward} />
        <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          {balance !== null && <RewardProgress reward={reward} balance={balance} />}
          <Button
            variant="contained"
            color="secondary"
            fullWidth
            // No handler of its own: the card's takes its click.
            aria-label={`Redeem ${reward.name}`}
          >
            Redeem
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
});

function Prices({ reward }: { reward: Reward }) {
  const prices = cardPrices(reward);
  if (prices.kind === 'from')
    return (
      <Typography sx={{ fontWeight: 800, color: 'success.main' }}>
        {prices.from}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          · {prices.span}
        </Box>
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label="Prices"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {prices.labels.map((label) => (
        <Box
          component="li"
          key={label}
          sx={{
            px: 1,
            py: 0.25,
            borderRadius: 1.5,
            bgcolor: 'grey.100',
            fontSize: 13,
            fontWeight: 600,
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}
