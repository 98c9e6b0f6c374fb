/**
 * SearchDosAndDonts (docs/web-search.md): what makes a search count. Its button opens
 * /web-search in a new tab, so the page it was opened from stays where it was.
 */
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbOnRounded';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import WarningIcon from '@mui/icons-material/WarningAmberRounded';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/AppLink';
import type { ModalProps } from '../../../components/modals/modalStore';
import { SEARCH_DONTS, SEARCH_DOS, SEARCH_WARNING } from '../guidance';
import { DialogCloseButton } from '../../../components/modals/DialogCloseButton';

const TITLE_ID = 'search-dos-and-donts-title';

function Rules({
  heading,
  id,
  items,
  icon,
}: {
  heading: string;
  id: string;
  items: readonly string[];
  icon: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 1.5 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <List dense disablePadding aria-labelledby={id}>
        {items.map((item) => (
          <ListItem key={item} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>{icon}</ListItemIcon>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export default function SearchDosAndDontsModal({ open, onClose }: ModalProps<'SearchDosAndDonts'>) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={TITLE_ID}
      slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } } }}
    >
      <DialogTitle id={TITLE_ID} sx={{ fontWeight: 800, pr: 7 }}>
        Search do&apos;s and don&apos;ts
      </DialogTitle>
      <DialogCloseButton onClose={onClose} />
      <DialogContent sx={{ pt: 0 }}>
        <Typography color="text.secondary">
          Search the web as you always do and earn PilotMiles along the way. Only natural searches count.
        </Typography>
        <Rules
          heading="Do"
          id="search-dos"
          items={SEARCH_DOS}
          icon={<CheckCircleIcon color="success" fontSize="small" />}
        />
        <Rules
          heading="Don't"
          id="search-donts"
          items={SEARCH_DONTS}
          icon={<DoNotDisturbIcon color="error" fontSize="small" />}
        />
        <Box
          role="note"
          sx={{
            mt: 1.5,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'warning.light',
            color: 'warning.contrastText',
            display: 'flex',
            gap: 1,
            alignItems: 'center',
          }}
        >
          <WarningIcon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {SEARCH_WARNING}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose}>Got it</Button>
        <Button
          component={AppLink}
          to="/web-search"
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          variant="contained"
          color="secondary"
          endIcon={<OpenInNewIcon />}
        >
          Start searching
        </Button>
      </DialogActions>
    </Dialog>
  );
}
