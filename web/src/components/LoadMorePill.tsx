import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { newButtonSx } from './newCardSx';

/** 'Load more' under a /new list: a big pill, centred (in a column Stack), spinning while it loads. */
export function NewLoadMore({ onClick, loading, children }: { onClick: () => void; loading: boolean; children: ReactNode }) {
  return (
    <Button variant="outlined" size="large" onClick={onClick} loading={loading} sx={[newButtonSx, { alignSelf: 'center', minWidth: 200 }]}>
      {children}
    </Button>
  );
}
