import type { SxProps, Theme } from '@mui/material';
import { ImageBox } from '../../components/ImageBox';
import { NoArtworkTile } from './OfferArtwork';

/**
 * An offer's preview image in a box of fixed shape, so the page does not move when it arrives
 * (CLS). If it fails to load it is hidden (docs/app-shell.md "Everywhere"): the box stays, with
 * the artwork-less tile in its middle. Dropping the box then would move everything below it.
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
  return (
    <ImageBox
      src={src}
      ratio="16 / 9"
      eager={eager}
      fetchPriority={eager ? 'high' : undefined}
      sx={sx}
      fallback={<NoArtworkTile />}
    />
  );
}
