/** Daily engagement: the daily bonus with its streak and wheel, the daily challenge, their jobs. */
export { dailyBonusRouter } from './dailyBonus.router';
export { dailyChallengeRouter } from './dailyChallenge.router';
export { runStreakReminders } from './streakReminders.job';
