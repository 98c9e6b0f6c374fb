/**
 * An admin list of records as a table on wide screens and as cards on phones (ListLayout), with
 * the parts the audit log and the events lists share: a card's heading (a monospace chip and the
 * time), monospace text, and the 'Details' button.
 */
import type { ReactNode } from 'react';
import { Box, Button, Chip, TableRow, Typography } from '@mui/material';
import { CardList, ListCard, ListTable, useWideList } from './ListLayout';
import { formatDateTime } from './format';

export interface ResponsiveListProps<T> {
  /** The table's and the cards' accessible name. */
  label: string;
  items: T[];
  /** The table's header cells. */
  head: ReactNode;
  /** One record's table cells. */
  row: (item: T) => ReactNode;
  /** One record's card content. */
  card: (item: T) => ReactNode;
}

export function ResponsiveList<T extends { id: string }>({ label, items, head, row, card }: ResponsiveListProps<T>) {
  const wide = useWideList();
  if (!wide)
    return (
      <CardList label={label}>
        {items.map((item) => (
          <ListCard key={item.id}>{card(item)}</ListCard>
        ))}
      </CardList>
    );
  return (
    <ListTable label={label} head={head}>
      {items.map((item) => (
        <TableRow key={item.id} hover sx={{ verticalAlign: 'top' }}>
          {row(item)}
        </TableRow>
      ))}
    </ListTable>
  );
}

/** A type or action name as a small outlined monospace chip. */
export const CodeChip = ({ label }: { label: string }) => (
  <Chip size="small" label={label} variant="outlined" sx={{ fontFamily: 'monospace', maxWidth: '100%' }} />
);

/** Monospace text: wrapped anywhere, or cut with an ellipsis (`noWrap`, the whole in its title). */
export const Code = ({ children, noWrap = false }: { children: string; noWrap?: boolean }) => (
  <Typography
    variant="body2"
    component="span"
    title={noWrap ? children : undefined}
    sx={{
      fontFamily: 'monospace',
      ...(noWrap ? { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }),
    }}
  >
    {children}
  </Typography>
);

/** A card's first line: the chip, and the time at the right. */
export const CardHeading = ({ chip, at }: { chip: ReactNode; at: string }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    {chip}
    <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
      {formatDateTime(at)}
    </Typography>
  </Box>
);

/** The 'Details' button, named for what it opens ('Details of config.update on users/x'). */
export const DetailsButton = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <Button size="small" variant="outlined" onClick={onClick} aria-label={`Details of ${name}`}>
    Details
  </Button>
);
