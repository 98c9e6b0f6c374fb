/**
 * The small card that offers a member something once (turn on push, install the app): an icon, a
 * title, a line of why, 'Not now' and the offer's action, and a close button that also means
 * 'not now'. Where it sits (floating, in the flow) is the caller's `sx`.
 */
import type { ReactNode } from 'react';
import { Box, Button, IconButton, Paper, Stack, Typography, type PaperProps } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

export interface PromptCardProps {
  /** The title's element id: the card (a region) is labelled by it. */
  titleId: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
  actionLabel: string;
  /** The browser's own dialog is open: the buttons wait. */
  busy: boolean;
  onAction: () => void;
  onNotNow: () => void;
  elevation?: number;
  variant?: PaperProps['variant'];
  sx: PaperProps['sx'];
}

export function PromptCard({
  titleId,
  title,
  icon,
  children,
  actionLabel,
  busy,
  onAction,
  onNotNow,
  elevation = 6,
  variant,
  sx,
}: PromptCardProps) {
  return (
    <Paper role="region" aria-labelledby={titleId} elevation={elevation} variant={variant} sx={sx}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {icon}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {children}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={onNotNow} disabled={busy}>
              Not now
            </Button>
            <Button size="small" variant="contained" onClick={onAction} disabled={busy}>
              {actionLabel}
            </Button>
          </Stack>
        </Box>
        <IconButton size="small" aria-label="Dismiss" onClick={onNotNow} disabled={busy} sx={{ mt: -0.5, mr: -0.5 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
}
