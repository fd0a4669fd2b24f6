import type { AppError, Say } from '../../shared/envelope';
import { said } from '../../shared/i18n/say';

// A payment that did not go through, as the user reads it. Apart from the payment client so that the modules
// loaded with the app (the reserver, reading a challenge) never pull in the payment libraries (@x402/*, viem):
// those load on the first payment (pay-fetch.ts).

/** `say` is the same sentence as a catalogue message, so the screen says it in the user's language. */
export const paymentError = (message: string, say?: Say): AppError => ({
  code: 'payment_required',
  message,
  ...(say ? { say } : {}),
});

/** A payment refusal by its catalogue message, its English (for logs and tests) written from the same message. */
export const paymentSaid = (say: Say): AppError => {
  const { message } = said(say);
  return paymentError(message, say);
};
