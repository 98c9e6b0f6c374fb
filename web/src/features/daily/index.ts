/**
 * What other features may use of the daily feature. Kept to what they need: everything exported
 * here lands in the chunk of each route that imports it.
 */
export { DailyBonusCard } from './DailyBonusCard';
export { DailyChallengeCard } from './DailyChallengeCard';
export { useActivityToday, useBonusStatus } from './dailyApi';
