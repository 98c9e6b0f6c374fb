/** The pieces of an admin details panel: a list of facts, and a labelled JSON block. */
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

/** Terms and values side by side. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
      {children}
    </Box>
  );
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** `value` pretty-printed under its label (`null` shows as null). */
export function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {label}
      </Typography>
      <Paper
        variant="outlined"
        component="pre"
        aria-label={label}
        sx={{ m: 0, p: 1.5, bgcolor: 'grey.50', fontSize: 12, overflow: 'auto', maxHeight: { xs: 300, sm: '60vh' }, whiteSpace: 'pre' }}
      >
        {value === null ? 'null' : JSON.stringify(value, null, 2)}
      </Paper>
    </Box>
  );
}
