/**
 * The live password check against the identity provider's policy. validatePassword
 * fetches the policy once and caches it; when the provider publishes none (the Auth emulator
 * answers 501), we fall back to the default minimum length.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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

export interface PasswordCheck {
  items: ChecklistItem[];
  /** False until the check of the current password answers. */
  isValid: boolean;
  /**
   * Calls `then` with whether the current password passes once its check answers: a submit clicked
   * while the check is on its way (a quick typist, a password manager) waits for it instead of being
   * dropped; a second call meanwhile adds nothing.
   */
  afterCheck: (then: (valid: boolean) => void) => Promise<void>;
}

/** The live checklist for a password being typed. */
export function usePasswordCheck(password: string): PasswordCheck {
  const [status, setStatus] = useState<PolicyStatus>(() => defaultPolicyStatus(''));
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  const latest = useRef<Promise<PolicyStatus>>(Promise.resolve(defaultPolicyStatus('')));
  useEffect(() => {
    let current = true; // a slower answer for an older value must not overwrite a newer one
    const check = checkPassword(password);
    latest.current = check;
    void check.then((s) => {
      if (!current) return;
      setStatus(s);
      setCheckedFor(password);
    });
    return () => {
      current = false;
    };
  }, [password]);
  const waiting = useRef(false);
  const afterCheck = useCallback(async (then: (valid: boolean) => void) => {
    if (waiting.current) return;
    waiting.current = true;
    const valid = await latest.current.then((s) => s.isValid).finally(() => (waiting.current = false));
    then(valid);
  }, []);
  return { items: checklistItems(status), isValid: checkedFor === password && status.isValid, afterCheck };
}
