/** The steps behind a banner's 'How it works?' link. */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { brand } from '../../../app/theme';

export interface HowItWorksDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  steps: readonly string[];
}

export function HowItWorksDialog({ open, onClose, title, steps }: HowItWorksDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="how-it-works-title">
      <DialogTitle id="how-it-works-title" sx={{ fontWeight: 800 }}>
        How it works: {title}
      </DialogTitle>
      <DialogContent>
        <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {steps.map((step, i) => (
            <Stack component="li" key={step} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  bgcolor: brand.green,
                  color: '#fff',
                  fontWeight: 700,
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 14,
                }}
              >
                {i + 1}
              </Box>
              <Typography sx={{ pt: 0.25 }}>{step}</Typography>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
