import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * A sweepstake's art (a local 16:9 SVG) in a box of that shape, so nothing moves when it arrives.
 * Decorative (alt=""): the title is always written beside it. A failed image leaves the empty box,
 * as offer and reward images do (SPEC §8).
 */
export function SweepstakeImage({ src, sx, eager = false }: { src: string; sx?: SxProps<Theme>; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100', overflow: 'hidden', flexShrink: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src && !failed && (
        <Box
          component="img"
          src={src}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
