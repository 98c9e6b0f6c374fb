import type { SxProps, Theme } from '@mui/material';
import { ImageBox } from '../../components/ImageBox';

/**
 * An offer's preview image in a box of fixed shape, so the page does not move when it arrives
 * (CLS). If it fails to load it is hidden (docs/app-shell.md "Everywhere") and the empty box stays.
 */
export function OfferImage({
  src,
  sx,
  eager = false,
  onError,
}: {
  src: string | null;
  sx?: SxProps<Theme>;
  /** In the first screen: fetched at once, not when scrolled near. */
  eager?: boolean;
  onError?: () => void;
}) {
  return (
    <ImageBox src={src} ratio="16 / 9" eager={eager} fetchPriority={eager ? 'high' : undefined} sx={sx} onError={onError} />
  );
}
