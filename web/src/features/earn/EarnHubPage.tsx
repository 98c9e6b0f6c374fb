/**
 * /new/earn: the earn hub. Members get GET /earn/v2; visitors never call it (it is
 * members only) and see the sign-up hero with the activities.
 */
import { firstName } from '@pilotmiles/core';
import { errorMessage } from '../../lib/api';
import { displayNameOf } from '../../lib/displayName';
import { useSession } from '../../lib/session';
import { openModal } from '../../components/modals/modalStore';
import { genericActivities } from './activities';
import { useEarnHub } from './earnHubApi';
import { EarnHubView } from './EarnHubView';

export default function EarnHubPage() {
  const { status, user } = useSession();
  const hub = useEarnHub();
  if (status !== 'signedIn' || !user) return <EarnHubView audience="visitor" activities={genericActivities()} />;
  const greetingName = firstName(displayNameOf(user));
  return (
    <EarnHubView
      audience="member"
      firstName={greetingName}
      balance={user.total_coins}
      status={hub.data ? 'ready' : hub.isError ? 'error' : 'loading'}
      error={hub.isError ? errorMessage(hub.error) : null}
      onRetry={() => void hub.refetch()}
      data={hub.data}
      onClaimStreak={() => openModal('DailyBonus')}
      onOpenChallenge={() => openModal('DailyChallenges')}
    />
  );
}
