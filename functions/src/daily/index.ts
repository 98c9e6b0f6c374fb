/** Daily engagement: the daily bonus with its streak and wheel, the daily challenge, their jobs. */
export { dailyBonusRouter } from './dailyBonus.router';
export { dailyChallengeRouter } from './dailyChallenge.router';
export { runStreakReminders, streakReminderPages } from './streakReminders.job';
// The earn hub (functions/src/earn) shows today's bonus and challenge from the same rules.
export { bonusStatusOfUser } from './dailyBonus.service';
export { challengeProgressOfUser } from './dailyChallenge.service';
