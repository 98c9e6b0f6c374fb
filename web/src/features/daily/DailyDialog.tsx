/** The frame every daily modal shares: a titled dialog with a close button, roomy on phones. */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Box, Dialog, DialogContent, IconButton, Typography, type Breakpoint } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { CssFade } from '../../components/modals/CssFade';

export interface DailyDialogProps {
  open: boolean;
  onClose: () => void;
  /** id stem for aria-labelledby. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  maxWidth?: Breakpoint;
}

export function DailyDialog({ open, onClose, id, title, children, maxWidth = 'xs' }: DailyDialogProps) {
  // Into <body> by React's own portal: MUI's renders nothing until its layout effect has found the
  // container, then renders the whole dialog again, synchronously, inside the commit; this way the
  // dialog renders once, in the render that opens it.
  return createPortal(
    <Dialog
      disablePortal
      open={open}
      onClose={onClose}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={`${id}-title`}
      // They open by themselves as a page starts: a fade that needs no layout of the page to begin.
      slots={{ transition: CssFade }}
      slotProps={{
        backdrop: { slots: { transition: CssFade } },
        paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pl: { xs: 2.5, sm: 3 }, pr: 1, pt: 1.5 }}>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flex: 1, fontWeight: 800 }}>
          {title}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent sx={{ px: { xs: 2.5, sm: 3 }, pt: 1, pb: 3 }}>{children}</DialogContent>
    </Dialog>,
    document.body,
  );
}
