import { Chip, Stack } from '@mui/material';
import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import LanguageIcon from '@mui/icons-material/Language';
import type { Offer, OfferPlatform } from '@pilotmiles/core';

const PLATFORM_ICONS: Record<OfferPlatform, typeof AndroidIcon> = {
  android: AndroidIcon,
  ios: AppleIcon,
  web: LanguageIcon,
};

/** The platform chip, and the type chip when the offer has one. */
export function OfferChips({ offer }: { offer: Pick<Offer, 'platform' | 'platform_display' | 'type'> }) {
  const Icon = PLATFORM_ICONS[offer.platform] ?? LanguageIcon;
  return (
    <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75 }}>
      <Chip size="small" icon={<Icon />} label={offer.platform_display} variant="outlined" />
      {offer.type && <Chip size="small" label={offer.type} sx={{ bgcolor: 'grey.100' }} />}
    </Stack>
  );
}
