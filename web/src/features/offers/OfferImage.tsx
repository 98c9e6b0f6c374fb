import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * An offer's preview image in a box of fixed shape, so the page does not move when it arrives
 * (CLS). If it fails to load it is hidden (SPEC §3, §8) and the empty box stays.
 */
export function OfferImage({
  src,
  sx,
  eager = false,
}: {
  src: string | null;
  sx?: SxProps<Theme>;
  /** In the first screen: fetched at once, not when scrolled near. */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100', overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src && !failed && (
        <Box
          component="img"
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          onError={() => setFailed(true)}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
