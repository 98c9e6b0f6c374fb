/**
 * A card's artwork, or its absence. With a picture the card leads with it (OfferImage, 16:9);
 * without one the card is compact: a small neutral tile beside its chips, never a large empty or
 * placeholder box taking half the card. A picture that fails to load keeps its box (with the tile
 * in it): a card that shrank after it was drawn would move the whole list (CLS).
 */
import { Box } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';

/** Whether the card leads with the offer's picture. */
export const hasArtwork = (src: string | null) => !!src;

/** The small tile an artwork-less card shows (decorative: the card's name says what it is). */
export function NoArtworkTile({ size = 44 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      data-no-artwork=""
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'grey.100',
        color: 'text.secondary',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <LocalOfferOutlinedIcon sx={{ fontSize: size * 0.5 }} />
    </Box>
  );
}
