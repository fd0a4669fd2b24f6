import type { PaymentRequired } from '@x402/fetch';
import type { PaymentClient } from './payment-client';
import { paymentError } from './payment-error';
import { GatewayRefusal } from '../api/refusal';

// Reading the gateway's answers with the protocol's own client: the 402 challenge, and what the answer to the paid
// retry says about the settlement (a receipt, or a new challenge naming its error). Nothing here throws but a
// refusal the user should see.

export async function readChallenge(
  payment: PaymentClient,
  response: Response,
  what: string,
): Promise<PaymentRequired> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  try {
    return payment.http.getPaymentRequiredResponse((name) => response.headers.get(name), body);
  } catch {
    throw new GatewayRefusal(
      paymentError(
        `The pay-per-request gateway asked for a payment for ${what} that Folio Desk cannot read; nothing was signed.`,
      ),
    );
  }
}

export function settlementOf(payment: PaymentClient, response: Response) {
  try {
    return payment.http.getPaymentSettleResponse((name) => response.headers.get(name));
  } catch {
    return undefined;
  }
}

export function challengeError(payment: PaymentClient, response: Response): string | undefined {
  try {
    return payment.http.getPaymentRequiredResponse((name) => response.headers.get(name)).error;
  } catch {
    return undefined;
  }
}
