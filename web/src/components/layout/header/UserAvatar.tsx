import { Avatar } from '@mui/material';
import { initials } from '@pilotmiles/core';
import { brand } from '../../../app/theme';

/** The user's picture, or their initials on navy when they have none. */
export function UserAvatar({ name, url, size = 36 }: { name: string; url: string | null; size?: number }) {
  return (
    <Avatar
      src={url ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: brand.navyLight, fontSize: size * 0.4, fontWeight: 700 }}
    >
      {initials(name)}
    </Avatar>
  );
}
