import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { pillButtonSx } from './cardSx';

/** 'Load more' under a compact list: a big pill, centred (in a column Stack), spinning while it loads. */
export function LoadMorePill({ onClick, loading, children }: { onClick: () => void; loading: boolean; children: ReactNode }) {
  return (
    <Button variant="outlined" size="large" onClick={onClick} loading={loading} sx={[pillButtonSx, { alignSelf: 'center', minWidth: 200 }]}>
      {children}
    </Button>
  );
}
