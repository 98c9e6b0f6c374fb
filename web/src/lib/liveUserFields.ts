/** What the live listener on users/{uid} hands the page (lib/liveUser.ts and its worker). */
import { hasEarned, type User } from '@pilotmiles/core';

export type LiveUserFields = Pick<
  User,
  'total_coins' | 'lifetime_earned' | 'has_earned' | 'display_name' | 'displayName' | 'profile_image_url'
>;

/** The fields that change under a person's feet (balance, profile), from the document's data. */
export function toLiveUserFields(d: Record<string, unknown>): LiveUserFields {
  const name = (d.display_name as string | undefined) ?? '';
  return {
    total_coins: (d.total_coins as number | undefined) ?? 0,
    lifetime_earned: (d.lifetime_earned as number | undefined) ?? 0,
    has_earned: hasEarned(d),
    display_name: name,
    displayName: name,
    profile_image_url: (d.profile_image_url as string | null | undefined) ?? null,
  };
}

/** Page → worker: whose record to watch. */
export interface LiveUserRequest {
  uid: string;
}

/** Worker → page: the fields, or that the page must listen itself (Auth there does not know this member). */
export type LiveUserMessage =
  { kind: 'fields'; fields: LiveUserFields } | { kind: 'unavailable' } | { kind: 'failed'; message: string };
