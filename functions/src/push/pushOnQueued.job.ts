/**
 * pushOnQueued, on each queued push (pushOutbox/{key}): delivers it to the member's devices, once
 * (platform/push.ts), unless the code that queued it delivers it itself. Locally the standalone
 * Firestore fires no triggers: emulators/scripts/local-triggers.ts runs this instead.
 */
import { deliverPush } from '../platform/push';

export const deliverQueuedPush = (key: string) => deliverPush(key, 'trigger');
