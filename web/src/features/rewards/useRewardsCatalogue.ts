/**
 * The catalogue both designs show (/rewards and /new/redeem, GET /rewards): the category and the
 * search in ?category= and ?q=, so a reload or a shared link keeps them (and other pages drop them,
 * docs/app-shell.md "Everywhere"); the list for the page's sort; the member's balance; and the redeem dialog (review
 * rules, identity verification, confirmation). Anyone may browse; Redeem asks a visitor to sign up.
 */
import type { ReactNode } from 'react';
import type { RewardCategory, RewardSort } from '@pilotmiles/core';
import { useSession } from '../../lib/session';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { loadState } from '../../lib/loadState';
import { useRedeemDialog } from './RedeemDialog';
import { parseRewardCategory, rewardSearchText, useRewards } from './rewardsApi';
import type { RewardsListState } from './RewardsView';

export interface RewardsCatalogue {
  category: RewardCategory | null;
  setCategory: (category: RewardCategory | null) => void;
  /** The search box's text as typed (?q= follows it). */
  text: string;
  setText: (text: string) => void;
  list: RewardsListState & { status: 'loading' | 'error' | 'ready' };
  /** The redeem dialog, to render beside the view. */
  dialog: ReactNode;
}

export function useRewardsCatalogue(sort: RewardSort): RewardsCatalogue {
  const { status, user } = useSession();
  const { category: rawCategory, q, text, setText, setParam } = useUrlFilters(rewardSearchText);
  const category = parseRewardCategory(rawCategory);
  const query = useRewards({ category, q, sort });
  const { openRedeem, dialog } = useRedeemDialog();
  return {
    category,
    setCategory: (c) => setParam('category', c),
    text,
    setText,
    list: {
      ...loadState(query),
      rewards: query.data?.items,
      refreshing: query.isPlaceholderData && query.isFetching,
      balance: status === 'signedIn' && user ? user.total_coins : null,
      onRedeem: openRedeem,
    },
    dialog,
  };
}
