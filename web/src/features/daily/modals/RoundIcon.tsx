import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The big round icon at the top of a reward's confirmation (Daily Bonus claimed, Well done). */
export function RoundIcon({ bgcolor, color, children }: { bgcolor: string; color: string; children: ReactNode }) {
  return (
    <Box sx={{ width: 72, height: 72, borderRadius: '50%', bgcolor, color, display: 'grid', placeItems: 'center' }}>
      {children}
    </Box>
  );
}
