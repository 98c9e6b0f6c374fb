/**
 * The frame of the admin lists: a table on wide screens, cards on phones and tablets. Each list
 * keeps its own columns, rows and cards; this holds what they all look like around them.
 */
import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  Paper,
  Stack,
  Table,
  TableBody,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
  type SxProps,
  type Theme,
} from '@mui/material';

/** Whether a list shows as a table: it needs the room left beside the admin navigation. */
export const useWideList = () => useMediaQuery(useTheme().breakpoints.up('lg'));

export interface ListTableProps {
  /** The table's accessible name, e.g. 'Payouts'. */
  label: string;
  /** The header cells. */
  head: ReactNode;
  /** Narrower cell padding (default), for tables with many columns. */
  tight?: boolean;
  /** The rows. */
  children: ReactNode;
}

export function ListTable({ label, head, tight = true, children }: ListTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={tight ? { '& td, & th': { px: 1.25 } } : undefined}>
        <TableHead>
          <TableRow
            sx={{ '& th': { fontWeight: 700, color: 'text.secondary', bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}
          >
            {head}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** The cards' list, named like the table it stands for. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

/** One item of a CardList. */
export function ListCard({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Card component="li" variant="outlined" sx={sx}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 1.5 } }}>{children}</CardContent>
    </Card>
  );
}

/** A term of a card's description list. */
export function Term({ children }: { children: string }) {
  return (
    <Typography component="dt" variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
