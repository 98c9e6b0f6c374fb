import { useState, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

export interface ImageBoxProps {
  src: string | null;
  /** The box's shape (CSS aspect-ratio), e.g. '16 / 9'. */
  ratio: string;
  sx?: SxProps<Theme>;
  /** In the first screen: fetched at once, not when scrolled near. */
  eager?: boolean;
  /** The image's own size in px, when known (the browser reserves its shape before it loads). */
  width?: number;
  height?: number;
  decoding?: 'async';
  fetchPriority?: 'high';
  /** Told when the picture fails to load (the box stays). */
  onError?: () => void;
  /** Shown centred in the box when the picture fails to load (the box keeps its shape: no shift). */
  fallback?: ReactNode;
}

/**
 * A decorative picture (alt="") in a box of fixed shape, so nothing moves when it arrives. If it
 * fails to load it is hidden and the empty box stays (docs/app-shell.md "Everywhere"). Offer, reward and sweepstake
 * images are this box with their own shape.
 */
export function ImageBox({
  src,
  ratio,
  sx,
  eager = false,
  width,
  height,
  decoding,
  fetchPriority,
  onError,
  fallback,
}: ImageBoxProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: ratio, bgcolor: 'grey.100', overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src && !failed && (
        <Box
          component="img"
          src={src}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding={decoding}
          fetchPriority={fetchPriority}
          onError={() => {
            setFailed(true);
            onError?.();
          }}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      {failed && fallback && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>{fallback}</Box>
      )}
    </Box>
  );
}
