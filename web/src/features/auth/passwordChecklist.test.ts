import { describe, expect, it } from 'vitest';
import { checklistItems, defaultPolicyStatus, type PolicyStatus } from './passwordChecklist';

describe('checklistItems', () => {
  it('lists only the requirements the policy has, each with whether it is met', () => {
    const status: PolicyStatus = {
      isValid: false,
      meetsMinPasswordLength: true,
      containsUppercaseLetter: false,
      containsNumericCharacter: true,
      passwordPolicy: {
        customStrengthOptions: { minPasswordLength: 8, containsUppercaseLetter: true, containsNumericCharacter: true },
      },
    };
    expect(checklistItems(status)).toEqual([
      { label: 'At least 8 characters', met: true },
      { label: 'An uppercase letter', met: false },
      { label: 'A number', met: true },
    ]);
  });

  it('covers every requirement a provider can set', () => {
    const status: PolicyStatus = {
      isValid: true,
      meetsMinPasswordLength: true,
      meetsMaxPasswordLength: true,
      containsLowercaseLetter: true,
      containsUppercaseLetter: true,
      containsNumericCharacter: true,
      containsNonAlphanumericCharacter: true,
      passwordPolicy: {
        customStrengthOptions: {
          minPasswordLength: 10,
          maxPasswordLength: 64,
          containsLowercaseLetter: true,
          containsUppercaseLetter: true,
          containsNumericCharacter: true,
          containsNonAlphanumericCharacter: true,
        },
      },
    };
    expect(checklistItems(status).map((i) => i.label)).toEqual([
      'At least 10 characters',
      'At most 64 characters',
      'A lowercase letter',
      'An uppercase letter',
      'A number',
      'A special character',
    ]);
  });
});

describe('defaultPolicyStatus (provider without a policy)', () => {
  it('requires 6 characters', () => {
    expect(defaultPolicyStatus('12345').isValid).toBe(false);
    expect(defaultPolicyStatus('123456').isValid).toBe(true);
    expect(checklistItems(defaultPolicyStatus('abc'))).toEqual([{ label: 'At least 6 characters', met: false }]);
    expect(checklistItems(defaultPolicyStatus('abcdef'))).toEqual([{ label: 'At least 6 characters', met: true }]);
  });
});
