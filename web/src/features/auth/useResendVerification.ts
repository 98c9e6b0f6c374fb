import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { resendVerificationEmail } from './flows';

export interface ResendState {
  busy: boolean;
  /** The server's sentence on a refusal, e.g. the 429 'Too many requests. Please try again in N seconds.' */
  error: string | null;
  /** The request went through: show RESEND_CONFIRMATION (authMessages.ts). */
  sent: boolean;
}

/** 'Resend verification email' as a TanStack mutation: busy while sending, then sent or the server's refusal. */
export function useResendVerification(): ResendState & { resend: (email: string) => void } {
  const mutation = useMutation({ mutationFn: (email: string) => resendVerificationEmail(email) });
  return {
    busy: mutation.isPending,
    error: mutation.isError ? errorMessage(mutation.error) : null,
    sent: mutation.isSuccess,
    resend: (email) => {
      if (!mutation.isPending) mutation.mutate(email);
    },
  };
}
