/** 'Mission Completed!' after an article claim (at most 350 px wide). */
import { Button, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { ARTICLE_MESSAGES } from '@pilotmiles/core';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/AppLink';
import { ARTICLES_HOME, designOf } from '../../../lib/design';
import type { ModalProps } from '../../../components/modals/modalStore';
import { PromptDialog } from '../../../components/modals/PromptDialog';

export function ClaimedArticleModalView({ open, onClose, amount }: ModalProps<'ClamedArticle'>) {
  // Back to the article list of the design the reader is in.
  const articles = ARTICLES_HOME[designOf(useLocation().pathname)];
  return (
    <PromptDialog
      open={open}
      onClose={onClose}
      id="claimed-article"
      icon={<EmojiEventsIcon sx={{ fontSize: 56, color: 'warning.main' }} aria-hidden />}
      title={ARTICLE_MESSAGES.missionCompleted}
      maxWidthPx={350}
    >
      <Typography sx={{ mt: 1.5, fontSize: 28, fontWeight: 800, color: 'secondary.main' }}>
        +{amount} PilotMiles
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Thanks for reading. Your PilotMiles are in your balance.
      </Typography>
      <Button
        component={AppLink}
        to={articles}
        onClick={onClose}
        variant="contained"
        color="secondary"
        size="large"
        fullWidth
      >
        {ARTICLE_MESSAGES.continueExploring}
      </Button>
    </PromptDialog>
  );
}

export default ClaimedArticleModalView;
