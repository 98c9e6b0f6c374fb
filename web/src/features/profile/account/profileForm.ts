/** Rules of the profile form (the same bounds the API enforces with updateUserBody). */
import { LIMITS, type UpdateUserBody } from '@pilotmiles/core';

export interface ProfileValues {
  displayName: string;
  imageUrl: string;
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = values.displayName.trim();
  if (!name) errors.displayName = 'Please enter a display name.';
  else if (name.length > LIMITS.displayName) errors.displayName = `Use at most ${LIMITS.displayName} characters.`;
  const url = values.imageUrl.trim();
  if (url && !isHttpUrl(url)) errors.imageUrl = 'Use a link starting with http:// or https://.';
  return errors;
}

/** Only what changed, in the API's shape; an emptied image URL removes the picture (null). */
export function profileChanges(initial: ProfileValues, values: ProfileValues): UpdateUserBody {
  const changes: UpdateUserBody = {};
  const name = values.displayName.trim();
  if (name !== initial.displayName.trim()) changes.display_name = name;
  const url = values.imageUrl.trim();
  if (url !== initial.imageUrl.trim()) changes.profile_image_url = url || null;
  return changes;
}

/** The API names fields as the body does; the form names them its own way. */
export const API_FIELDS: Record<string, ProfileField> = {
  display_name: 'displayName',
  profile_image_url: 'imageUrl',
};

/** 'display_name: must not be empty' → 'Must not be empty' (the field is already named by its input). */
export function fieldMessage(message: string): string {
  const text = message.replace(/^[\w.]+:\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
