/**
 * A card's artwork, or its absence. With a picture the card leads with it (OfferImage, 16:9);
 * without one (none sent, or it fails to load) the card stays compact: a small neutral tile
 * beside its chips, never a large empty or placeholder box taking half the card.
 */
import { useState } from 'react';
import { Box } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';

/** Whether to show the offer's picture; `onError` drops it when it fails to load. */
export function useOfferArtwork(src: string | null) {
  const [failed, setFailed] = useState(false);
  return { present: !!src && !failed, onError: () => setFailed(true) };
}

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
