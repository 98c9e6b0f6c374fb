import { Box, Button, Typography } from '@mui/material';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { AppLink } from '../../components/AppLink';
import type { HousePromo } from './housePromos';

/**
 * An ad slot of the article page. It shows what it is given, a house promotion labelled as
 * ours, and nothing at all when it is given nothing.
 */
export function AdSlot({ promo }: { promo: HousePromo | null }) {
  if (!promo) return null;
  return (
    <Box
      component="aside"
      aria-labelledby={`promo-${promo.id}`}
      data-testid="ad-slot"
      sx={{
        my: 4,
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <EmojiEventsOutlinedIcon
        color="secondary"
        aria-hidden
        sx={{ display: { xs: 'none', sm: 'block' }, fontSize: 36 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5, letterSpacing: '0.08em' }}>
          From PilotMiles
        </Typography>
        <Typography id={`promo-${promo.id}`} component="h2" sx={{ fontWeight: 700, fontSize: 17, lineHeight: 1.35 }}>
          {promo.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: 15 }}>
          {promo.text}
        </Typography>
      </Box>
      <Button
        component={AppLink}
        to={promo.action.to}
        variant="outlined"
        color="primary"
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' }, whiteSpace: 'nowrap' }}
      >
        {promo.action.label}
      </Button>
    </Box>
  );
}
