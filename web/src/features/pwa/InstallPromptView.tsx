/** The card offering to install the app (pure view; InstallPrompt decides when it shows). */
import InstallMobileOutlinedIcon from '@mui/icons-material/InstallMobileOutlined';
import { PromptCard } from '../../components/feedback/PromptCard';

export const INSTALL_TITLE = 'Install PilotMiles';

export interface InstallPromptViewProps {
  /** The browser's install dialog is open. */
  busy: boolean;
  onInstall: () => void;
  onNotNow: () => void;
}

export function InstallPromptView({ busy, onInstall, onNotNow }: InstallPromptViewProps) {
  return (
    <PromptCard
      titleId="install-prompt-title"
      title={INSTALL_TITLE}
      icon={<InstallMobileOutlinedIcon color="primary" sx={{ mt: 0.25 }} aria-hidden />}
      actionLabel="Install"
      busy={busy}
      onAction={onInstall}
      onNotNow={onNotNow}
      sx={{
        position: 'fixed',
        zIndex: (t) => t.zIndex.snackbar - 1,
        bottom: { xs: 12, sm: 24 },
        left: { xs: 12, sm: 'auto' },
        right: { xs: 12, sm: 24 },
        maxWidth: { sm: 360 },
        p: 2,
        borderRadius: 3,
      }}
    >
      Open it from your home screen like an app: your balance, offers and daily bonus one tap away.
    </PromptCard>
  );
}
