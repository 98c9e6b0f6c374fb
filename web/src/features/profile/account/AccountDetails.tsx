import type { ReactNode } from 'react';
import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { User } from '@pilotmiles/core';
import { ReferralCode } from '../../../components/ReferralCode';
import { formatDate } from '../../../lib/format';

/** What a person can see but not change here: e-mail, referral code, when they joined. */
export function AccountDetails({
  user,
  onCopyReferral,
}: {
  user: Pick<User, 'email' | 'email_verified' | 'referral_code' | 'created_at'>;
  onCopyReferral: (code: string) => void;
}) {
  return (
    <Stack divider={<Divider flexItem />} spacing={2}>
      <Detail label="Email">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.email}</Typography>
          {user.email_verified && (
            <Chip icon={<VerifiedIcon />} label="Verified" color="success" size="small" variant="outlined" />
          )}
        </Box>
      </Detail>
      <Detail label="Referral code">
        <ReferralCode code={user.referral_code} onCopy={onCopyReferral} />
      </Detail>
      <Detail label="Member since">
        <Typography sx={{ fontWeight: 600 }}>
          {user.created_at ? formatDate(user.created_at) : '—'}
        </Typography>
      </Detail>
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' },
        gap: { xs: 0.5, sm: 2 },
        alignItems: 'center',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
