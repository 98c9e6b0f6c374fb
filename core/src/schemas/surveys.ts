import { z } from 'zod';
import { CPX_TRANS_ID, SURVEY_MEMBER_REF_PREFIX, SURVEY_TYPES, surveyMemberId } from '../surveys/surveys';

/** The longest wall URL a member's link may carry. */
export const SURVEY_WALL_URL_MAX = 2048;

/** GET /surveys/wall: `url` (optional) is a wall link to open; without it, our configured wall. */
export const surveyWallQuery = z
  .object({
    url: z.string().trim().max(SURVEY_WALL_URL_MAX, `must be at most ${SURVEY_WALL_URL_MAX} characters`).optional(),
  })
  .strict();
export type SurveyWallQuery = z.infer<typeof surveyWallQuery>;

/** GET /surveys/activity takes no parameters. */
export const surveyActivityQuery = z.object({}).strict();

/** A decimal number as a query string carries it ('0.85'); '' and '1e3' are refused. */
const dollars = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,6})?$/, 'must be an amount in dollars')
  .transform(Number)
  .pipe(z.number().max(1000, 'must be at most 1000'));

/**
 * A wall's postback (CPX style) before it is applied:
 * `?status=1|2&trans_id&user_id&amount_usd&type=complete|out|bonus&hash` plus, optionally, the
 * survey's name. Other parameters the wall adds (amount_local, subid...) are ignored.
 */
export const cpxPostbackQuery = z.object({
  status: z.enum(['1', '2'], { error: 'must be 1 (completed) or 2 (reversed)' }),
  /** The server refuses other shapes as forged before reading the rest (docs/surveys.md "Trust"). */
  trans_id: z.string().regex(CPX_TRANS_ID, 'must be a transaction id'),
  /** What the wall got as ext_user_id: `pm.{uid}`, or a bare uid from before the prefix. */
  user_id: z
    .string()
    .max(SURVEY_MEMBER_REF_PREFIX.length + 128)
    .refine((ref) => surveyMemberId(ref) !== null, 'must be a member id'),
  amount_usd: dollars,
  type: z.enum(SURVEY_TYPES, { error: `must be one of ${SURVEY_TYPES.join(', ')}` }),
  survey_name: z.string().trim().max(120).optional(),
  hash: z.string().max(200).optional(),
});
export type CpxPostbackQuery = z.infer<typeof cpxPostbackQuery>;
