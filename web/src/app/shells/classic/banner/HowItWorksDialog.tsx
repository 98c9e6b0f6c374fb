/** The steps behind a banner's 'How it works?' link. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { StepsList } from '../../../../components/StepsList';

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
        <StepsList steps={steps} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
