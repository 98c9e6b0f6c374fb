import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import GroupIcon from '@mui/icons-material/Group';
import { ReferralCode } from '../../components/ReferralCode';

/** The person's referral code, ready to share ('' while the member's record loads). */
export function InviteFriendsCard({ code, onCopy }: { code: string; onCopy: (code: string) => void }) {
  return (
    <Card component="section" aria-labelledby="invite-friends" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Box sx={{ width: 40, height: 40, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: 'rgba(245, 158, 11, 0.15)', color: 'warning.main' }}>
            <GroupIcon />
          </Box>
          <Typography id="invite-friends" variant="h6" component="h2">
            Invite friends
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Share your code: friends enter it when they join PilotMiles.
        </Typography>
        {code ? (
          <ReferralCode code={code} onCopy={onCopy} />
        ) : (
          <Skeleton variant="rounded" width={180} height={42} aria-hidden />
        )}
      </CardContent>
    </Card>
  );
}
