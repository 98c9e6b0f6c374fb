import type { ComponentType, ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import RedeemIcon from '@mui/icons-material/Redeem';
import { AppLink } from '../../../components/AppLink';
import { ProfileLayout } from '../../../components/layout/profile/ProfileLayout';

/**
 * The classic history pages' frame: 'Transactions History' in the profile layout, with a link to
 * the member's rewards and one to the other way of showing the ledger (a list or by day).
 */
export function TransactionsHistoryLayout({
  other,
  children,
}: {
  /** The other history page. */
  other: { to: string; label: string; icon: ComponentType };
  children: ReactNode;
}) {
  const { icon: OtherIcon } = other;
  return (
    <ProfileLayout
      title="Transactions History"
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={AppLink} to="/profile/rewards" size="small" startIcon={<RedeemIcon />}>
            My rewards
          </Button>
          <Button component={AppLink} to={other.to} size="small" startIcon={<OtherIcon />}>
            {other.label}
          </Button>
        </Box>
      }
    >
      {children}
    </ProfileLayout>
  );
}
