/**
 * The live password check against the identity provider's policy. validatePassword
 * fetches the policy once and caches it; when the provider publishes none (the Auth emulator
 * answers 501), we fall back to the default minimum length.
 */
import { useEffect, useState } from 'react';
import { validatePassword } from 'firebase/auth';
import { auth } from '../../lib/firebase';
import { checklistItems, defaultPolicyStatus, type ChecklistItem, type PolicyStatus } from './passwordChecklist';

// Once the provider has said it has no policy, don't ask again on every keystroke.
let providerHasNoPolicy = false;

async function checkPassword(password: string): Promise<PolicyStatus> {
  if (providerHasNoPolicy) return defaultPolicyStatus(password);
  try {
    return await validatePassword(auth, password);
  } catch {
    providerHasNoPolicy = true;
    return defaultPolicyStatus(password);
  }
}

/** The live checklist for a password being typed. `isValid` is false until the check answers. */
export function usePasswordCheck(password: string): { items: ChecklistItem[]; isValid: boolean } {
  const [status, setStatus] = useState<PolicyStatus>(() => defaultPolicyStatus(''));
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  useEffect(() => {
    let current = true; // a slower answer for an older value must not overwrite a newer one
    void checkPassword(password).then((s) => {
      if (!current) return;
      setStatus(s);
      setCheckedFor(password);
    });
    return () => {
      current = false;
    };
  }, [password]);
  return { items: checklistItems(status), isValid: checkedFor === password && status.isValid };
}
