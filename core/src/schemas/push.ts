import { z } from 'zod';
import { documentId, isReservedId, sized, utf8Length } from './common';
import { isPushUrl, PUSH_ACTIVE_DAYS_MAX, PUSH_LIMITS, PUSH_MAX_ACTIONS } from '../push/push';

/** POST /service/fcm-token: this device's token, or null when permission is denied. */
export const fcmTokenBody = z
  .object({
    token: z
      .string()
      .trim()
      .min(1, 'required')
      .refine((t) => utf8Length(t) <= PUSH_LIMITS.token, `must be at most ${PUSH_LIMITS.token} bytes`)
      .nullable(),
  })
  .strict();
export type FcmTokenBody = z.infer<typeof fcmTokenBody>;

const pushUrl = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).refine(isPushUrl, 'must be a path like /earn or an https:// address');

/** A push message as staff compose it. */
export const pushMessageBody = z
  .object({
    title: sized(1, PUSH_LIMITS.title),
    body: sized(1, PUSH_LIMITS.body),
    url: pushUrl(PUSH_LIMITS.url).default('/'),
    icon: pushUrl(PUSH_LIMITS.icon).nullish().transform((v) => v ?? null),
    actions: z
      .array(
        z.object({ action: sized(1, PUSH_LIMITS.action), title: sized(1, PUSH_LIMITS.actionTitle) }).strict(),
      )
      .max(PUSH_MAX_ACTIONS, `at most ${PUSH_MAX_ACTIONS} actions`)
      .default([]),
  })
  .strict();

export const pushAudienceBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }).strict(),
  z.object({ kind: z.literal('country'), country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'a two-letter country code') }).strict(),
  z
    .object({
      kind: z.literal('active'),
      days: z.number({ error: 'enter a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(PUSH_ACTIVE_DAYS_MAX, `must be at most ${PUSH_ACTIVE_DAYS_MAX}`),
    })
    .strict(),
  z.object({ kind: z.literal('member'), uid: documentId(128) }).strict(),
]);

/**
 * POST /admin/push/broadcasts: send `message` to `audience`, or with `test: true` only to the
 * sender's own devices (the audience is then kept for the record but not used). `request_id`
 * makes a retried send answer the first one instead of sending twice.
 */
export const pushBroadcastBody = z
  .object({
    message: pushMessageBody,
    audience: pushAudienceBody,
    test: z.boolean().default(false),
    // It names the broadcast's document.
    request_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'letters, digits, _ and -, 8 to 64 of them')
      .refine((id) => !isReservedId(id), 'not a valid id'),
  })
  .strict();
export type PushBroadcastBody = z.infer<typeof pushBroadcastBody>;
