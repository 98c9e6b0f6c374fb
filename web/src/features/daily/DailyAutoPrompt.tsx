/**
 * Mounted once in a member's layout (app/MemberAgents: the classic and /new designs): after
 * sign-in, opens the Daily Bonus (once a day while it is claimable) or else the Daily Challenges
 * modal (once per sign-in). The rules are decideAutoPrompt's.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DAILY_CHALLENGE_MODAL_FLAG } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { openModal, useModalState } from '../../components/modals/modalStore';
import { bonusShownKey, decideAutoPrompt } from './autoPrompt';
import { useBonusStatus } from './dailyApi';

/** Users (by uid) this page load already prompted: never twice in a session. */
const prompted = new Set<string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the in-memory guard still stops a second prompt this session
  }
}

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
      promptedThisSession: prompted.has(uid),
      canClaimBonus: canClaim,
      bonusShownToday: read(shownKey) !== null,
      challengeFlag: read(DAILY_CHALLENGE_MODAL_FLAG),
    });
    if (!decision) return;
    prompted.add(uid);
    write(decision === 'DailyBonus' ? shownKey : DAILY_CHALLENGE_MODAL_FLAG, 'true');
    openModal(decision);
  }, [uid, today, status, authUser, pathname, modal, canClaim]);

  return null;
}
