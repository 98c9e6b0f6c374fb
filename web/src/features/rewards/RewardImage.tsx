import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * A reward's card art (a local SVG) in a box of fixed shape, so nothing moves when it arrives. It
 * is decorative (alt=""): the reward's name is always written beside it. If it fails to load it is
 * hidden and the empty box stays, as offer images do (SPEC §8).
 */
export function RewardImage({ src, sx, eager = false }: { src: string; sx?: SxProps<Theme>; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: '16 / 10', bgcolor: 'grey.100', overflow: 'hidden', flexShrink: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src && !failed && (
        <Box
          component="img"
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          onError={() => setFailed(true)}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
