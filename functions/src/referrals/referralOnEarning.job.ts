/**
 * referralOnEarning, on each ledger entry (users/{uid}/transactions/{txId}): pays the member's
 * referrer their bonus once the member qualifies (docs/referrals.md). Most entries end at once:
 * checkReferral reads nothing for an entry that is not an activity.
 */
import { checkReferral } from './referrals.service';

export const referralOnLedgerEntry = (uid: string, entryType: string) => checkReferral(uid, entryType);
