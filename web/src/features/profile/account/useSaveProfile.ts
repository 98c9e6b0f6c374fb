/**
 * Saving the account settings form (PATCH /users): a refusal naming a field goes back to the form
 * under that field; anything else is a toast; success says so and reloads the member's record.
 * Shared by /profile/account-settings and /new/profile/account-settings.
 */
import { useMutation } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@pilotmiles/core';
import { ApiError, api, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import type { FieldError } from './AccountSettingsForm';
import { API_FIELDS, fieldMessage } from './profileForm';

export function useSaveProfile(): (changes: UpdateUserBody) => Promise<FieldError | void> {
  const session = useSession();
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: UpdateUserBody) => api<User>('/users', { method: 'PATCH', body }),
  });
  return async (changes) => {
    try {
      await save.mutateAsync(changes);
    } catch (err) {
      const field = err instanceof ApiError && err.status === 400 && err.field ? API_FIELDS[err.field] : undefined;
      if (field) return { field, message: fieldMessage(errorMessage(err)) };
      toast.error(errorMessage(err));
      return;
    }
    toast.success('Profile updated');
    await session.refreshUser();
  };
}
