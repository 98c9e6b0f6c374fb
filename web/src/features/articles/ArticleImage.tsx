import { useState } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { defaultArticleImage } from '@pilotmiles/core';

/**
 * The article's image, or the default named after its slug (SPEC §2). If the image fails, the
 * default is tried; if that fails too, nothing shows (SPEC §8: image hidden).
 */
export function ArticleImage({
  slug,
  img,
  alt,
  sx,
}: {
  slug: string;
  img: string | null;
  alt: string;
  sx?: SxProps<Theme>;
}) {
  const sources = [img, defaultArticleImage(slug)].filter((s, i, all): s is string => !!s && all.indexOf(s) === i);
  const [index, setIndex] = useState(0);
  if (index >= sources.length) return null;
  return (
    <Box
      component="img"
      src={sources[index]}
      alt={alt}
      loading="lazy"
      onError={() => setIndex((i) => i + 1)}
      sx={{ display: 'block', width: '100%', objectFit: 'cover', ...sx }}
    />
  );
}
