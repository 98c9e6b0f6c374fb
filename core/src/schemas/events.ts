import { z } from 'zod';
import { LIMITS } from '../constants';

/**
 * Event data is stored as it comes, so it is kept to what Firestore takes without complaint and
 * what analytics needs: named scalars, or a short flat list of them (e.g. an offer's tags).
 */
const eventKey = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'keys are letters, digits and _, starting with a letter');
const eventScalar = z.union([z.string().max(LIMITS.url), z.number(), z.boolean(), z.null()]);
const eventValue = z.union([eventScalar, z.array(eventScalar).max(50)]);

/** At most this many keys of event data. */
export const EVENT_DATA_MAX_KEYS = 20;

/** POST /events: an analytics event (SPEC §3). Stored only after sanitising (core/analytics.ts). */
export const eventBody = z.object({
  event_type: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only'),
  event_data: z
    .record(eventKey, eventValue)
    .refine((d) => Object.keys(d).length <= EVENT_DATA_MAX_KEYS, `at most ${EVENT_DATA_MAX_KEYS} keys`)
    .default({}),
  session_id: z.string().min(1).max(64),
  page_url: z.string().max(LIMITS.url).optional(),
});
export type EventBody = z.infer<typeof eventBody>;
