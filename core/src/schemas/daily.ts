import { z } from 'zod';
import { whole } from './common';

/** A list of `min` to `max` rows, e.g. "needs at least 2 segments". */
const rows = <T extends z.ZodType>(row: T, min: number, max: number, noun: string) =>
  z
    .array(row)
    .min(min, `needs at least ${min} ${noun}`)
    .max(max, `allows at most ${max} ${noun}`);

/** POST /admin/daily-bonus-config. */
export const dailyBonusConfigBody = z
  .object({
    maxDay: whole(1, 365),
    rewardsByDay: z.record(z.string().regex(/^[1-9][0-9]{0,2}$/, 'day keys are day numbers'), whole(0, 100_000)),
    maxReward: whole(0, 100_000),
    wheel: z
      .object({
        segments: rows(z.object({ amount: whole(1, 100_000), weight: whole(1, 1000) }).strict(), 2, 12, 'segments'),
      })
      .strict(),
  })
  .strict()
  .superRefine((c, ctx) => {
    for (const key of Object.keys(c.rewardsByDay))
      if (Number(key) > c.maxDay)
        ctx.addIssue({ code: 'custom', path: ['rewardsByDay', key], message: `day ${key} is beyond maxDay` });
  });

/** POST /admin/daily-challenge-config: ordered tiers with strictly rising targets. */
export const dailyChallengeConfigBody = z
  .object({
    tiers: rows(z.object({ target: whole(1, 1_000_000), reward: whole(1, 100_000) }).strict(), 1, 10, 'tiers'),
  })
  .strict()
  .superRefine((c, ctx) => {
    c.tiers.forEach((tier, i) => {
      if (i > 0 && tier.target <= c.tiers[i - 1]!.target)
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', i, 'target'],
          message: "must be above the previous tier's target",
        });
    });
  });

/** POST /admin/system-rewards-config. */
export const systemRewardsConfigBody = z
  .object({
    articleReward: whole(1, 10_000),
    articleDailyCap: whole(1, 100_000),
    welcomeBonus: whole(0, 100_000),
  })
  .strict()
  .refine((c) => c.articleDailyCap >= c.articleReward, {
    path: ['articleDailyCap'],
    message: 'must be at least the reward per article',
  });

/** POST /users/daily-bonus and /collect take no input; an empty object or no body. */
export const emptyBody = z.object({}).strict();

/** POST /users/daily-challenge/claim: optionally the tier the screen shows, so a repeat claims nothing new. */
export const challengeClaimBody = z.object({ tier: z.number().int().min(0).max(99).optional() }).strict();
export type ChallengeClaimBody = z.infer<typeof challengeClaimBody>;
