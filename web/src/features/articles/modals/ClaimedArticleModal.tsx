/** 'Mission Completed!' after an article claim (SPEC §2: at most 350 px wide). */
import { Button, Dialog, DialogContent, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { ARTICLE_MESSAGES } from '@pilotmiles/core';
import { AppLink } from '../../../components/AppLink';
import type { ModalProps } from '../../../components/modals/ModalHost';

export interface ClaimedArticleModalProps {
  open: boolean;
  onClose: () => void;
  /** PM the claim paid. */
  amount: number;
}

export function ClaimedArticleModalView({ open, onClose, amount }: ClaimedArticleModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="claimed-article-title"
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 350, m: 2 } } }}
    >
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ textAlign: 'center', pt: 5, pb: 4 }}>
        <EmojiEventsIcon sx={{ fontSize: 56, color: 'warning.main' }} aria-hidden />
        <Typography id="claimed-article-title" variant="h5" component="h2" sx={{ mt: 1 }}>
          {ARTICLE_MESSAGES.missionCompleted}
        </Typography>
        <Typography sx={{ mt: 1.5, fontSize: 28, fontWeight: 800, color: 'secondary.main' }}>
          +{amount} PilotMiles
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Thanks for reading. Your PilotMiles are in your balance.
        </Typography>
        <Button
          component={AppLink}
          to="/articles"
          onClick={onClose}
          variant="contained"
          color="secondary"
          size="large"
          fullWidth
        >
          {ARTICLE_MESSAGES.continueExploring}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

export default function ClaimedArticleModal({ open, onClose, amount }: ModalProps) {
  return <ClaimedArticleModalView open={open} onClose={onClose} amount={typeof amount === 'number' ? amount : 0} />;
}
