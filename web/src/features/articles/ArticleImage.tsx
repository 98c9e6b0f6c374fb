import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { defaultArticleImage } from '@pilotmiles/core';

/**
 * The article's image, or the default named after its slug. If the image fails, the
 * default is tried; if that fails too, nothing shows (docs/app-shell.md "Everywhere").
 */
export function ArticleImage({
  slug,
  img,
  alt,
  sx,
  eager = false,
}: {
  slug: string;
  img: string | null;
  alt: string;
  sx?: SxProps<Theme>;
  /** In the first screen (the first cards): fetched at once and first, not when scrolled near. */
  eager?: boolean;
}) {
  const sources = [img, defaultArticleImage(slug)].filter((s, i, all): s is string => !!s && all.indexOf(s) === i);
  const [index, setIndex] = useState(0);
  if (index >= sources.length) return null;
  return (
    <Box
      component="img"
      src={sources[index]}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setIndex((i) => i + 1)}
      sx={{ display: 'block', width: '100%', objectFit: 'cover', ...sx }}
    />
  );
}
