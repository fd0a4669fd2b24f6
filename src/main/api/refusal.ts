import type { AppError } from '../../shared/envelope';

// The gateway route's fetch says "no" by rejecting with this: a refusal decided before anything was signed (or a
// payment the gateway would not take), carrying the AppError the user should see. The HTTP layer passes
// `appError` through as the call's error instead of reporting a network failure. It lives with that layer, so
// the client knows no gateway; the gateway, above it, imports it from here.
export class GatewayRefusal extends Error {
  readonly appError: AppError;

  constructor(appError: AppError, options?: ErrorOptions) {
    super(appError.message, options);
    this.name = 'GatewayRefusal';
    this.appError = appError;
  }
}
