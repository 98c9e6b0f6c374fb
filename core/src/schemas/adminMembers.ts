/**
 * Staff's member calls (docs/admin.md "Members"): the search query and the bodies of the actions
 * that change a member's standing. Every action needs a reason, which goes to the audit trail.
 */
import { z } from 'zod';
import { KYC_STATUSES } from '../rewards/payouts';
import { MEMBERS_PAGE_SIZE, MEMBER_ROLES, MEMBER_SORTS, MEMBER_STATUSES } from '../admin/members';
import { DAY_RANGE_MESSAGE, documentId, inDayRange, sized } from './common';
import { requestKey } from './rewards';

const isoDate = z.iso.date('must be a date (YYYY-MM-DD)').refine(inDayRange, DAY_RANGE_MESSAGE);

/** Why staff did it: read by other staff in the audit trail. */
export const adminReason = sized(3, 500);

/** The largest admin bonus (either way) in one call. */
export const ADMIN_BONUS_MAX = 1_000_000;

/** GET /users/admin. `created_from`/`created_to` are days (UTC) of sign-up, inclusive. */
export const membersQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    status: z.enum(MEMBER_STATUSES).optional(),
    role: z.enum(MEMBER_ROLES).optional(),
    brand_owner: documentId(128).optional(),
    kyc: z.enum(KYC_STATUSES).optional(),
    created_from: isoDate.optional(),
    created_to: isoDate.optional(),
    sort: z.enum(MEMBER_SORTS).default('newest'),
    limit: z.coerce.number().int().min(1).max(100).default(MEMBERS_PAGE_SIZE),
    cursor: documentId(128).optional(),
  })
  .strict()
  .refine((q) => !q.created_from || !q.created_to || q.created_from <= q.created_to, {
    message: 'must not be after created_to',
    path: ['created_from'],
  });
export type MembersQuery = z.infer<typeof membersQuery>;

/** PATCH /users/{id}/status. */
export const statusBody = z.object({ status: z.enum(MEMBER_STATUSES), reason: adminReason }).strict();
export type StatusBody = z.infer<typeof statusBody>;

/** PATCH /users/{id}/role. */
export const roleBody = z.object({ role: z.enum(MEMBER_ROLES), reason: adminReason }).strict();
export type RoleBody = z.infer<typeof roleBody>;

/** PATCH /admin/users/{id}/admin-bonus: a credit or a debit, never to below zero; `request_id` is the client's key. */
export const adminBonusBody = z
  .object({
    amount: z
      .number({ error: 'enter a whole number' })
      .int('must be a whole number')
      .min(-ADMIN_BONUS_MAX, `must be at least -${ADMIN_BONUS_MAX}`)
      .max(ADMIN_BONUS_MAX, `must be at most ${ADMIN_BONUS_MAX}`)
      .refine((n) => n !== 0, 'must not be 0'),
    reason: adminReason,
    request_id: requestKey,
  })
  .strict();
export type AdminBonusBody = z.infer<typeof adminBonusBody>;

/** PATCH /admin/users/{id}/brand-owner: a brand owner's id, or null to unlink. */
export const brandOwnerBody = z.object({ brand_owner: documentId(128).nullable(), reason: adminReason }).strict();
export type BrandOwnerBody = z.infer<typeof brandOwnerBody>;

/** GET /users/{id}/activities. */
export const activitiesQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: documentId(128).optional(),
  })
  .strict();
export type ActivitiesQuery = z.infer<typeof activitiesQuery>;
