/**
 * Referrals (docs/referrals.md): the referrer's bonus once their referee qualifies (core
 * decideReferral), paid once per referee in one ledger transaction, and the member's own list of
 * the people who joined with their code.
 */
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  REFERRALS_LIST_MAX,
  countsTowardsReferral,
  decideReferral,
  isSuspendedStatus,
  referralInviteUrl,
  refereeDisplayName,
  refereeStatus,
  txId,
  type Referee,
  type ReferralFacts,
  type ReferralParty,
  type ReferralsConfig,
  type ReferralsSummary,
} from '@pilotmiles/core';
import { auth, db } from '../platform/firebase';
import { notFound } from '../platform/errors';
import { isoTime } from '../platform/isoTime';
import { LEDGER_TRANSACTION, postInTransaction } from '../platform/ledger';
import { appUrl } from '../platform/mail';
import { memberToday } from '../platform/memberDay';
import { userRef, usersCol } from '../platform/paths';
import { getConfig } from '../platform/configCache';
import { referralRef } from './paths';

/** What one check came to (for logs and tests; the trigger ignores it). */
export type ReferralCheck =
  | 'not-activity'
  | 'no-user'
  | 'no-referrer'
  | 'settled'
  | 'below-threshold'
  | 'unverified'
  | 'ineligible'
  | 'rewarded';

const settled = (snap: DocumentSnapshot) => {
  const status = snap.get('referral_status');
  return status === 'rewarded' || status === 'ineligible';
};

const activityOf = (snap: DocumentSnapshot): number => {
  const value = snap.get('lifetime_activity');
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/** The Auth record's say: a verified email, a disabled account; null when there is no record. */
async function authFacts(uid: string): Promise<{ emailVerified: boolean; disabled: boolean } | null> {
  try {
    const record = await auth.getUser(uid);
    return { emailVerified: record.emailVerified, disabled: record.disabled };
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

function partyOf(snap: DocumentSnapshot, authRecord: { disabled: boolean } | null): ReferralParty {
  return {
    uid: snap.id,
    ips: [snap.get('signup_ip'), snap.get('last_ip')],
    deviceIds: [snap.get('device_id'), snap.get('last_device_id')],
    suspended: isSuspendedStatus(snap.get('status')) || authRecord?.disabled === true,
  };
}

export interface CheckOptions {
  now?: Date;
  /** Instead of config/referrals (tests). */
  config?: ReferralsConfig;
}

/**
 * Runs after each ledger entry of a member (referralOnEarning.job.ts). Returns at
 * once, with at most one read, unless the entry is an activity of a referred member who is not
 * settled yet and has reached the threshold; then it settles the referral in one transaction:
 * the referrer's `referral:{refereeUid}` credit and the referee's status, or the referee marked
 * ineligible. Safe to run any number of times, concurrently too: the status is re-read in the
 * transaction and the credit's id is deterministic.
 */
export async function checkReferral(refereeUid: string, entryType?: string, options: CheckOptions = {}): Promise<ReferralCheck> {
  if (entryType !== undefined && !countsTowardsReferral(entryType)) return 'not-activity';
  const snap = await userRef(refereeUid).get();
  if (!snap.exists) return 'no-user';
  const referrerUid: unknown = snap.get('referred_by');
  if (typeof referrerUid !== 'string' || !referrerUid) return 'no-referrer';
  if (settled(snap)) return 'settled';
  const config = options.config ?? (await getConfig('referrals'));
  if (activityOf(snap) < config.threshold_pm) return 'below-threshold';

  // Auth is the source of truth for a verified email and a disabled account.
  const [refereeAuth, referrerAuth] = await Promise.all([authFacts(refereeUid), authFacts(referrerUid)]);
  const now = options.now ?? new Date();
  return db.runTransaction(async (tx): Promise<ReferralCheck> => {
    const [referee, referrer] = await tx.getAll(userRef(refereeUid), userRef(referrerUid));
    if (settled(referee!)) return 'settled';
    const facts: ReferralFacts = {
      referee: {
        ...partyOf(referee!, refereeAuth),
        referredBy: referrerUid,
        emailVerified: refereeAuth?.emailVerified === true,
        activityPm: activityOf(referee!),
      },
      referrer: referrer!.exists ? partyOf(referrer!, referrerAuth) : null,
    };
    const decision = decideReferral(facts, config);
    if (decision.outcome === 'wait') return decision.reason;

    const at = Timestamp.fromDate(now);
    const record = { referee_uid: refereeUid, referrer_uid: referrerUid, activity_pm: facts.referee.activityPm, settled_at: at };
    if (decision.outcome === 'ineligible') {
      tx.update(referee!.ref, { referral_status: 'ineligible', referral_settled_at: at });
      // The reason stays server-side: the referee can read their own user record.
      tx.set(referralRef(refereeUid), { ...record, status: 'ineligible', reason: decision.reason, bonus_pm: 0 });
      return 'ineligible';
    }

    const name = refereeDisplayName(referee!.get('full_name') || referee!.get('display_name'));
    // A bonus taken back after a reversal (clawback.service.ts) starts the next round: a new id.
    const creditId = txId.referral(refereeUid, (referee!.get('referral_round') as number | undefined) ?? 0);
    const posted = await postInTransaction(
      tx,
      referrerUid,
      { id: creditId, type: 'referral', amount: decision.bonus_pm, description: `Referral bonus: ${name} joined with your code` },
      {
        day: memberToday(referrer!.data(), now).day,
        now,
        userSnapshot: referrer!,
        userUpdates: { referral_earned_pm: (referrer!.get('referral_earned_pm') ?? 0) + decision.bonus_pm },
      },
    );
    // Already credited (the status write was lost): settle with what was paid, never pay twice.
    tx.update(referee!.ref, { referral_status: 'rewarded', referral_bonus_pm: decision.bonus_pm, referral_credit_tx: creditId, referral_settled_at: at });
    tx.set(referralRef(refereeUid), { ...record, status: 'rewarded', reason: null, bonus_pm: decision.bonus_pm, applied: posted.applied });
    return 'rewarded';
  }, LEDGER_TRANSACTION);
}

/** The fields the referrer's list needs from each referee (nothing else is read). */
const REFEREE_FIELDS = ['full_name', 'display_name', 'created_at', 'referral_status', 'referral_bonus_pm', 'email_verified', 'lifetime_activity'];

function toReferee(doc: DocumentSnapshot, config: ReferralsConfig): Referee {
  const shown = refereeStatus(
    { referral_status: doc.get('referral_status'), email_verified: doc.get('email_verified'), activity_pm: doc.get('lifetime_activity') },
    config,
  );
  return {
    display_name: refereeDisplayName(doc.get('full_name') || doc.get('display_name')),
    joined_at: isoTime(doc.get('created_at')) ?? new Date(0).toISOString(),
    ...shown,
    earned_pm: shown.status === 'rewarded' ? (doc.get('referral_bonus_pm') ?? 0) : 0,
  };
}

/**
 * GET /users/referrals: the member's code, link and figures, and the newest REFERRALS_LIST_MAX
 * people who joined with it (users where referred_by == uid order by created_at desc: an index,
 * never a scan), with their total counted by aggregation.
 */
export async function referralsSummary(uid: string): Promise<ReferralsSummary> {
  const joined = usersCol().where('referred_by', '==', uid);
  const [me, config, page, count] = await Promise.all([
    userRef(uid).get(),
    getConfig('referrals'),
    joined
      .orderBy('created_at', 'desc')
      .select(...REFEREE_FIELDS)
      .limit(REFERRALS_LIST_MAX)
      .get(),
    joined.count().get(),
  ]);
  if (!me.exists) throw notFound('User not found', 'users/not-found');
  const code: string = me.get('referral_code') ?? '';
  return {
    code,
    invite_url: referralInviteUrl(appUrl(), code),
    bonus_pm: config.bonus_pm,
    threshold_pm: config.threshold_pm,
    earned_pm: me.get('referral_earned_pm') ?? 0,
    total_referees: count.data().count,
    referees: page.docs.map((d) => toReferee(d, config)),
  };
}
