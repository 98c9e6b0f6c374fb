import { Avatar, type SxProps, type Theme } from '@mui/material';
import { initials } from '@pilotmiles/core';

/** The profile picture, or the name's initials when there is none or it fails to load. */
export function UserAvatar({ name, imageUrl, size = 40, sx }: { name: string; imageUrl?: string | null; size?: number; sx?: SxProps<Theme> }) {
  return (
    <Avatar
      src={imageUrl || undefined}
      alt={name}
      sx={[
        { width: size, height: size, fontSize: size * 0.4, fontWeight: 700, bgcolor: 'primary.main' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials(name)}
    </Avatar>
  );
}
