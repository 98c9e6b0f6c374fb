/**
 * Mounted in a member's layout (app/MemberAgents): offers to install the app once the browser can
 * (installOffer.ts) and the moment is good: a member who has earned (the welcome bonus does not
 * count), online, not on the landing, auth or staff pages, not over a modal, and not while the push
 * question is still open (one card at a time: it comes on a later page). 'Not now' and a no in the
 * browser's dialog are remembered on this device.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { useModalState } from '../../components/modals/modalStore';
import { pushSupported } from '../../lib/push/messaging';
import { pushPermission } from '../../lib/push/push';
import { saidNotNow } from '../../lib/push/storage';
import { acceptInstallOffer, installDismissed, rememberInstallDismissed, useInstallOffer } from './installOffer';
import { InstallPromptView } from './InstallPromptView';
import { useOnline } from './online';

/** The landing, auth, staff and partner-portal pages never ask. */
const quietPath = (path: string) => path === '/' || /^\/(auth|admin|cp|unavailable-geo)(\/|$)/.test(path);

/** PushAgent's question (the same conditions) is still to be answered. */
const pushQuestionOpen = (uid: string) => pushSupported() && pushPermission() === 'default' && !saidNotNow(uid);

export function InstallPrompt() {
  const { status, user } = useSession();
  const uid = status === 'signedIn' ? user?.uid : undefined;
  const offer = useInstallOffer();
  const online = useOnline();
  const { pathname } = useLocation();
  const modal = useModalState();
  const [dismissed, setDismissed] = useState(installDismissed);
  const [busy, setBusy] = useState(false);

  const show =
    (!!offer || busy) &&
    !!uid &&
    user?.has_earned === true &&
    !dismissed &&
    online &&
    !quietPath(pathname) &&
    modal === null &&
    !pushQuestionOpen(uid);
  if (!show) return null;

  const notNow = () => {
    rememberInstallDismissed();
    setDismissed(true);
  };
  const install = async () => {
    setBusy(true);
    try {
      await acceptInstallOffer();
    } catch (err) {
      console.warn('pwa: install dialog failed', err);
    }
    // Installed, or a no in the browser's own dialog: either way, not offered again.
    rememberInstallDismissed();
    setDismissed(true);
    setBusy(false);
  };

  return <InstallPromptView busy={busy} onInstall={() => void install()} onNotNow={notNow} />;
}
