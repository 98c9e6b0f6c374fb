import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AppLink } from './AppLink';

/** '← All offers': back to the list a detail page belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={AppLink} to={to} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, minHeight: 44 }}>
      <ArrowBackIcon fontSize="small" aria-hidden /> {children}
    </Link>
  );
}
