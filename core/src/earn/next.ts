/**
 * The hub's 'what to do next': at most EARN_NEXT_MAX suggestions, most useful first.
 * Rank: claim the daily bonus when it is claimable; collect the challenge reward once today's
 * tier is reached; read an article while the article cap is not reached (and one is left to
 * read); then the featured offers, in their order, fill what is left. Pure, so the hub's answer
 * and any view agree.
 */
import { challengeProgress } from '../daily/challenge';
import type { Offer } from '../offers/catalog';
import type { EarnSuggestion, EarnToday } from './hub';

export const EARN_NEXT_MAX = 3;

/** Where each suggestion leads in the /new design. */
export const EARN_NEXT_PATHS = {
  dailyBonus: '/new/dashboard',
  challenge: '/new/dashboard',
  articles: '/new/earn/articles',
  offer: (id: string) => `/new/earn/offer/${encodeURIComponent(id)}`,
} as const;

export interface EarnNextInput {
  today: EarnToday;
  /** Published articles the member has not claimed today. */
  articles_left: number;
  featured_offers: readonly Pick<Offer, 'id' | 'name' | 'summary_pilot_miles'>[];
}

/** Whether the article cap still has room today. */
export const articleCapOpen = (articles: EarnToday['articles']) =>
  articles.per_article_pm > 0 && articles.claimed_pm < articles.cap_pm;

export function earnNext({ today, articles_left, featured_offers }: EarnNextInput): EarnSuggestion[] {
  const out: EarnSuggestion[] = [];
  if (today.streak.claimable)
    out.push({
      kind: 'daily-bonus',
      title: 'Claim your daily bonus',
      body:
        today.streak.days > 0
          ? `Keep your ${today.streak.days}-day streak going`
          : 'Start your streak: a bonus every day you come back',
      to: EARN_NEXT_PATHS.dailyBonus,
    });
  const { challenge } = today;
  if (challenge && challengeProgress(challenge.earned_pm, { target: challenge.target_pm, reward: challenge.reward_pm }).completed)
    out.push({
      kind: 'challenge',
      title: 'Collect your challenge reward',
      body: `You reached today's challenge: collect ${challenge.reward_pm} PM`,
      to: EARN_NEXT_PATHS.challenge,
    });
  if (articles_left > 0 && articleCapOpen(today.articles))
    out.push({
      kind: 'article',
      title: 'Read an article',
      body: `Earn ${today.articles.per_article_pm} PM per article (${today.articles.claimed_pm} of ${today.articles.cap_pm} PM today)`,
      to: EARN_NEXT_PATHS.articles,
    });
  for (const offer of featured_offers) {
    if (out.length >= EARN_NEXT_MAX) break;
    out.push({
      kind: 'offer',
      title: offer.name,
      body: `Earn up to ${offer.summary_pilot_miles} PM`,
      to: EARN_NEXT_PATHS.offer(offer.id),
    });
  }
  return out.slice(0, EARN_NEXT_MAX);
}
