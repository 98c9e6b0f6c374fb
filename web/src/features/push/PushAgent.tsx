/**
 * Mounted once in a member's layout (app/MemberAgents: the classic and /new designs): push for the
 * member (docs/api.md "Push tokens"). Re-saves the token when it is stale, listens for foreground messages,
 * installs the emulator's test hook (window.__pmPush), and asks for permission at a sensible
 * moment: a member who has earned, whose browser has not been asked, not on the landing page, not
 * over a modal, not within 7 days of 'Not now'.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { useModalState } from '../../components/modals/modalStore';
import { usingEmulators } from '../../lib/firebaseConfig';
import { installPushTestHook, setPushNavigator } from '../../lib/push/foreground';
import { pushSupported } from '../../lib/push/messaging';
import { listenForPush, pushPermission, refreshPushToken, savePushDenied, savePushToken, type PushPermission } from '../../lib/push/push';
import { rememberNotNow, saidNotNow } from '../../lib/push/storage';
import { PushPromptView } from './PushPromptView';

/** The landing, auth and staff pages never ask. */
const quietPath = (path: string) => path === '/' || /^\/(auth|admin|unavailable-geo)(\/|$)/.test(path);

export function PushAgent() {
  const { status, user } = useSession();
  const uid = status === 'signedIn' ? user?.uid : undefined;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const modal = useModalState();
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [token, setToken] = useState<string | null>(null);
  /** Answered (or put off) in this page load. */
  const [answered, setAnswered] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setPushNavigator((path) => void navigate(path));
    return () => setPushNavigator(null);
  }, [navigate]);

  useEffect(() => (usingEmulators ? installPushTestHook() : undefined), []);

  useEffect(() => {
    if (!uid || permission !== 'granted' || !pushSupported()) return;
    let live = true;
    void refreshPushToken(uid).then((t) => live && setToken(t));
    return () => {
      live = false;
    };
  }, [uid, permission]);

  useEffect(() => (uid ? listenForPush(uid, token) : undefined), [uid, token]);

  const ask =
    !!uid &&
    !answered &&
    user?.has_earned === true &&
    permission === 'default' &&
    pushSupported() &&
    !quietPath(pathname) &&
    modal === null &&
    !saidNotNow(uid);
  if (!ask) return null;

  const turnOn = async () => {
    setBusy(true);
    let answer: NotificationPermission = 'default';
    try {
      answer = await Notification.requestPermission();
    } catch (err) {
      console.warn('push: permission request failed', err);
    }
    if (answer === 'granted') setToken(await savePushToken(uid));
    else if (answer === 'denied') await savePushDenied();
    setBusy(false);
    setAnswered(true);
    setPermission(answer);
  };

  const notNow = () => {
    rememberNotNow(uid);
    setAnswered(true);
  };

  return <PushPromptView busy={busy} onTurnOn={() => void turnOn()} onNotNow={notNow} page={pathname} />;
}
