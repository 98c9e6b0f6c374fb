import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { resendVerificationEmail } from './flows';

export interface ResendState {
  busy: boolean;
  /** The server's sentence, e.g. the 429 'sent recently' message. */
  error: string | null;
  sent: boolean;
}

/** 'Resend verification email': busy while sending, a toast on success, the server message on failure. */
export function useResendVerification(): ResendState & { resend: (email: string) => Promise<void> } {
  const toast = useToast();
  const [state, setState] = useState<ResendState>({ busy: false, error: null, sent: false });
  const resend = useCallback(
    async (email: string) => {
      setState((s) => ({ ...s, busy: true, error: null }));
      try {
        await resendVerificationEmail(email);
        setState({ busy: false, error: null, sent: true });
        toast.success('Verification email sent. Check your inbox.');
      } catch (err) {
        setState((s) => ({ ...s, busy: false, error: errorMessage(err) }));
      }
    },
    [toast],
  );
  return { ...state, resend };
}
