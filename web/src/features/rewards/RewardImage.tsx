import type { SxProps, Theme } from '@mui/material';
import { ImageBox } from '../../components/ImageBox';

/**
 * A reward's card art (a local SVG) in a box of fixed shape, so nothing moves when it arrives. It
 * is decorative (alt=""): the reward's name is always written beside it. If it fails to load it is
 * hidden and the empty box stays, as offer images do (docs/app-shell.md "Everywhere").
 */
export function RewardImage({ src, sx, eager = false }: { src: string; sx?: SxProps<Theme>; eager?: boolean }) {
  return (
    <ImageBox src={src} ratio="16 / 10" eager={eager} sx={[{ flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]} />
  );
}
