// Exponential backoff with jitter, bounded: attempt n waits between half and all of min(cap, base * 2^n), so
// clients that failed together do not retry together. The service sends no Retry-After, so this is all we have.

export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

export function backoffDelay(attempt: number, random: () => number, policy: BackoffPolicy): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt));
  const unit = Math.min(1, Math.max(0, random()));
  return ceiling / 2 + (ceiling / 2) * unit;
}
