/**
 * Pieces of a compact detail page (an offer, a store): the two-column layout, and its one action,
 * pinned above the bottom navigation on a phone (a big touch target) and in the card on a desktop.
 * A page with a pinned action leaves room under its content.
 */
import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { pillButtonSx } from './cardSx';

/** Room under a page's content for the pinned action on a phone. */
export const pinnedActionRoomSx = { pb: { xs: 10, md: 0 } } as const;

/** The detail page's card on the left, the rest on the right (one column on a phone). */
export const detailGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
  alignItems: 'start',
} as const;

/** The page's one action, opening the partner in a new tab. */
export function PinnedAction({ onClick, loading, children }: { onClick: () => void; loading: boolean; children: ReactNode }) {
  return (
    <Box
      sx={{
        position: { xs: 'fixed', md: 'static' },
        left: 0,
        right: 0,
        // Above the /new layout's bottom navigation on a phone.
        bottom: { xs: 'calc(64px + env(safe-area-inset-bottom))', md: 'auto' },
        zIndex: 3,
        p: { xs: 1.5, md: 0 },
        bgcolor: { xs: 'background.paper', md: 'transparent' },
        borderTop: { xs: 1, md: 0 },
        borderColor: 'divider',
      }}
    >
      <Button variant="contained" color="secondary" size="large" fullWidth onClick={onClick} loading={loading} endIcon={<OpenInNewIcon />} sx={pillButtonSx}>
        {children}
      </Button>
    </Box>
  );
}
