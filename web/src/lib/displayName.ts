import { fallbackDisplayName, type User } from '@pilotmiles/core';

/** The name to show for someone, even if they never set one. */
export function displayNameOf(user: Pick<User, 'display_name' | 'email'>): string {
  return user.display_name.trim() || fallbackDisplayName(user.email);
}
