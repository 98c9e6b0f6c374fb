import { z } from 'zod';

const pm = (max: number) => z.number().int('must be a whole number').min(0).max(max);

/** POST /admin/daily-bonus-config. */
export const dailyBonusConfigBody = z
  .object({
    maxDay: z.number().int().min(1).max(365),
    rewardsByDay: z.record(z.string().regex(/^[1-9][0-9]{0,2}$/, 'day keys are day numbers'), pm(100_000)),
    maxReward: pm(100_000),
    wheel: z
      .object({
        segments: z
          .array(z.object({ amount: pm(100_000).min(1), weight: z.number().int().min(1).max(1000) }).strict())
          .min(2)
          .max(12),
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
    tiers: z
      .array(z.object({ target: pm(1_000_000).min(1), reward: pm(100_000).min(1) }).strict())
      .min(1)
      .max(10),
  })
  .strict()
  .superRefine((c, ctx) => {
    c.tiers.forEach((tier, i) => {
      if (i > 0 && tier.target <= c.tiers[i - 1]!.target)
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'target'], message: 'must be above the previous tier' });
    });
  });

/** POST /admin/system-rewards-config. */
export const systemRewardsConfigBody = z
  .object({
    articleReward: pm(10_000).min(1),
    articleDailyCap: pm(100_000).min(1),
    welcomeBonus: pm(100_000),
  })
  .strict()
  .refine((c) => c.articleDailyCap >= c.articleReward, {
    path: ['articleDailyCap'],
    message: 'must be at least articleReward',
  });

/** POST /users/daily-bonus and /collect take no input; an empty object or no body. */
export const emptyBody = z.object({}).strict();

/** POST /users/daily-challenge/claim: optionally the tier the screen shows, so a repeat claims nothing new. */
export const challengeClaimBody = z.object({ tier: z.number().int().min(0).max(99).optional() }).strict();
export type ChallengeClaimBody = z.infer<typeof challengeClaimBody>;
