import { z } from 'zod';
import { LIMITS } from '../constants';

/** POST /events: an analytics event (SPEC §3). */
export const eventBody = z.object({
  event_type: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only'),
  event_data: z.record(z.string().max(64), z.unknown()).default({}),
  session_id: z.string().min(1).max(64),
  page_url: z.string().max(LIMITS.url).optional(),
});
export type EventBody = z.infer<typeof eventBody>;
