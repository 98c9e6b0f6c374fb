import { Timestamp } from 'firebase-admin/firestore';
import { nextLocalMidnight } from '@pilotmiles/core';

/** The user's next local midnight, when the rollover job should visit them. */
export const rolloverAt = (now: Date, zone: string) => Timestamp.fromDate(nextLocalMidnight(now, zone));
