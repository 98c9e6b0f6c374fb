/** Sentences of the auth screens that more than one view shows. */

/**
 * What 'Resend' confirms, whatever the address. The server answers alike whether it sent a link or
 * not (unknown, verified, sent a minute ago), so no one can learn from it which addresses have
 * accounts; the confirmation says no more than that.
 */
export const RESEND_CONFIRMATION =
  'If this address still needs verifying, a new link is on its way (we send at most one a minute).';
