/**
 * Mounted once in a member's layout (app/MemberAgents: the classic and /new designs): after
 * sign-in, opens the Daily Bonus (once a day while it is claimable) or else the Daily Challenges
 * modal (once per sign-in), and at most one of them per visit: a reload or a second page load in
 * the same tab opens neither (the dashboard's cards offer both). The rules are decideAutoPrompt's.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DAILY_CHALLENGE_MODAL_FLAG } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { openModal, useModalState } from '../../components/modals/modalStore';
import { bonusShownKey, decideAutoPrompt } from './autoPrompt';
import { useBonusStatus } from './dailyApi';

/** Users (by uid) this page load already prompted, kept only when sessionStorage is unavailable. */
const prompted = new Set<string>();
/** sessionStorage key: this tab (the visit) already opened a daily modal by itself for the user. */
const promptedKey = (uid: string) => `dailyPrompted:${uid}`;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** False when the storage is unavailable (private modes, blocked cookies). */
function write(storage: () => Storage, key: string, value: string): boolean {
  try {
    storage().setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

export function DailyAutoPrompt() {
  const { status, user, authUser } = useSession();
  const { pathname } = useLocation();
  const modal = useModalState();
  const bonus = useBonusStatus();
  const uid = user?.uid;
  // "Shown today" is keyed on the member's day as the server counts it, never the browser's zone.
  const today = user?.day_key;
  const canClaim = bonus.data ? bonus.data.value.canClaim : bonus.isError ? false : null;

  useEffect(() => {
    if (!uid || !today) return;
    const shownKey = bonusShownKey(uid, today);
    const decision = decideAutoPrompt({
      signedIn: status === 'signedIn',
      emailVerified: !!authUser?.emailVerified,
      pathname,
      modalOpen: modal !== null,
      promptedThisSession: prompted.has(uid) || read(session, promptedKey(uid)) !== null,
      canClaimBonus: canClaim,
      bonusShownToday: read(local, shownKey) !== null,
      challengeFlag: read(local, DAILY_CHALLENGE_MODAL_FLAG),
    });
    if (!decision) return;
    // Without sessionStorage the in-memory guard still stops a second prompt this page load.
    if (!write(session, promptedKey(uid), 'true')) prompted.add(uid);
    write(local, decision === 'DailyBonus' ? shownKey : DAILY_CHALLENGE_MODAL_FLAG, 'true');
    openModal(decision);
  }, [uid, today, status, authUser, pathname, modal, canClaim]);

  return null;
}
