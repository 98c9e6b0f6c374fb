/**
 * The panel staff open beside a list (a sweepstake's entrants, a member's payouts): a drawer from
 * the right, named by its heading, with a close button. It shows `item`; the caller keeps the item
 * while the panel closes, so it slides out whole.
 */
import { useId, type ReactNode } from 'react';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

export interface SidePanelProps<T> {
  item: T | null;
  open: boolean;
  onClose: () => void;
  /** The heading, and the panel's accessible name. */
  title: string;
  /** The close button's accessible name, e.g. 'Close entrants'. */
  closeLabel: string;
  /** The width from tablets up, in px. */
  width: number;
  /** The space between the panel's parts. */
  spacing: number;
  /** What the panel shows of the item, under its heading. */
  children: (item: T) => ReactNode;
}

export function SidePanel<T>({ item, open, onClose, title, closeLabel, width, spacing, children }: SidePanelProps<T>) {
  const headingId = useId();
  return (
    <Drawer
      anchor="right"
      open={open && item !== null}
      onClose={onClose}
      // Above the admin top bar (which sits above the permanent navigation), so the panel's heading shows.
      sx={{ zIndex: (t) => t.zIndex.drawer + 2 }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': headingId,
          sx: { width: { xs: '100%', sm: width }, p: { xs: 2, sm: 3 } },
        },
      }}
    >
      {item !== null && (
        <Stack spacing={spacing}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
              {title}
            </Typography>
            <IconButton aria-label={closeLabel} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Box>
          {children(item)}
        </Stack>
      )}
    </Drawer>
  );
}
