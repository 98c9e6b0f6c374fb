/** The password checklist: one line per requirement of the identity provider's policy. */
import type { PasswordValidationStatus } from 'firebase/auth';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '@pilotmiles/core';

/** The parts of the provider's answer the checklist reads (a subset of PasswordValidationStatus). */
export type PolicyStatus = Pick<
  PasswordValidationStatus,
  | 'isValid'
  | 'meetsMinPasswordLength'
  | 'meetsMaxPasswordLength'
  | 'containsLowercaseLetter'
  | 'containsUppercaseLetter'
  | 'containsNumericCharacter'
  | 'containsNonAlphanumericCharacter'
> & {
  passwordPolicy: { customStrengthOptions: PasswordValidationStatus['passwordPolicy']['customStrengthOptions'] };
};

export interface ChecklistItem {
  label: string;
  met: boolean;
}

/** One line per requirement the policy has; the SDK leaves a field undefined when it is not required. */
export function checklistItems(status: PolicyStatus): ChecklistItem[] {
  const rules = status.passwordPolicy.customStrengthOptions;
  const items: ChecklistItem[] = [];
  if (rules.minPasswordLength !== undefined)
    items.push({ label: `At least ${rules.minPasswordLength} characters`, met: !!status.meetsMinPasswordLength });
  if (rules.maxPasswordLength !== undefined)
    items.push({ label: `At most ${rules.maxPasswordLength} characters`, met: !!status.meetsMaxPasswordLength });
  if (rules.containsLowercaseLetter)
    items.push({ label: 'A lowercase letter', met: !!status.containsLowercaseLetter });
  if (rules.containsUppercaseLetter)
    items.push({ label: 'An uppercase letter', met: !!status.containsUppercaseLetter });
  if (rules.containsNumericCharacter) items.push({ label: 'A number', met: !!status.containsNumericCharacter });
  if (rules.containsNonAlphanumericCharacter)
    items.push({ label: 'A special character', met: !!status.containsNonAlphanumericCharacter });
  return items;
}

/** The default when the provider has no policy: a minimum length only (docs/product.md "Other constants"). */
export function defaultPolicyStatus(password: string): PolicyStatus {
  const meets = password.length >= DEFAULT_PASSWORD_MIN_LENGTH;
  return {
    isValid: meets,
    meetsMinPasswordLength: meets,
    passwordPolicy: { customStrengthOptions: { minPasswordLength: DEFAULT_PASSWORD_MIN_LENGTH } },
  };
}
