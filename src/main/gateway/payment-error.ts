import type { AppError } from '../../shared/envelope';

// A payment that did not go through, as the user reads it. Apart from the payment client so that the modules
// loaded with the app (the reserver, reading a challenge) never pull in the payment libraries (@x402/*, viem):
// those load on the first payment (pay-fetch.ts).

export const paymentError = (message: string): AppError => ({ code: 'payment_required', message });
