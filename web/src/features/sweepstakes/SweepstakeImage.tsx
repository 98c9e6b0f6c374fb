import type { SxProps, Theme } from '@mui/material';
import { ImageBox } from '../../components/ImageBox';

/**
 * A sweepstake's art (a local 16:9 SVG) in a box of that shape, so nothing moves when it arrives.
 * Decorative (alt=""): the title is always written beside it. A failed image leaves the empty box,
 * as offer and reward images do (docs/app-shell.md "Everywhere").
 */
export function SweepstakeImage({ src, sx, eager = false }: { src: string; sx?: SxProps<Theme>; eager?: boolean }) {
  return (
    <ImageBox
      src={src}
      ratio="16 / 9"
      eager={eager}
      width={640}
      height={360}
      decoding="async"
      sx={[{ flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
