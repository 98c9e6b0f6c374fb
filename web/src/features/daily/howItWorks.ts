/** The steps of the two 'How it works?' modals, worded from the live config. */
import {
  DAILY_BONUS_CYCLE,
  DEFAULT_DAILY_BONUS_CONFIG,
  rewardForDay,
  wheelMax,
  type DailyBonusConfig,
} from '@pilotmiles/core';

export function bonusHowItWorksSteps(config: DailyBonusConfig | null | undefined): string[] {
  const c = config ?? DEFAULT_DAILY_BONUS_CONFIG;
  const first = rewardForDay(1, c);
  const top = rewardForDay(c.maxDay, c);
  const pm = (n: number) => `${n} PilotMile${n === 1 ? '' : 's'}`;
  const rising =
    c.maxDay > 1
      ? `Day 1 gives ${pm(first)}, rising to ${top} on day ${c.maxDay}, then ${c.maxReward} a day.`
      : `Every day gives ${pm(c.maxReward)}.`;
  return [
    'Claim your bonus once every 24 hours: the next one opens 24 hours after your last claim.',
    `Your streak runs in ${DAILY_BONUS_CYCLE}-day cycles. ${rising}`,
    `Every ${DAILY_BONUS_CYCLE}th day is a bonus day: spin the wheel of fortune for up to ${wheelMax(c.wheel.segments)} PilotMiles.`,
    'Miss more than 48 hours since your last claim and your streak starts again from day 1.',
  ];
}

/** What the challenge counts, said wherever its progress shows beside other figures (the dashboard). */
export const CHALLENGE_COUNTS =
  "Counts PM earned today from articles, offers, web search, shopping and travel. Bonuses don't count.";

export const CHALLENGE_HOW_IT_WORKS_STEPS: readonly string[] = [
  'Each day has a few challenges, one after another. Each asks you to earn a number of PilotMiles today.',
  'PilotMiles you earn today from articles, offers, web search, shopping and travel count towards the target.',
  'Bonuses (the daily bonus, challenge rewards, welcome and admin bonuses) do not count.',
  'Reach the target and press Collect to get the reward; the next challenge starts right away.',
  'Challenges reset at midnight in your time zone.',
];
