import type { PendingCall } from '../../../components/cost-badge';

// A portfolio sync runs at the service: after the sync and its first status read, the dialog reads the status
// again by itself, a bounded number of times and further apart each time, so the whole click has an upper price.

/** Waits before each further status read (ms): about 48 s in all, after which the user may check by hand. */
export const SYNC_CHECK_DELAYS_MS: readonly number[] = [3_000, 5_000, 8_000, 12_000, 20_000];

/** Status reads one Sync now may make: the one sent with the sync, then the polled ones. */
export const SYNC_CHECKS = 1 + SYNC_CHECK_DELAYS_MS.length;

/** The wait before the status read after `checksDone` reads; null once the bound is reached. */
export function nextCheckDelay(checksDone: number): number | null {
  return SYNC_CHECK_DELAYS_MS[checksDone - 1] ?? null;
}

/** Every call one Sync now may send: the sync with its status read, then each polled status read. */
export function syncClickCalls(portfolioId: string): PendingCall[] {
  const input = { portfolioId };
  return [
    { channel: 'manage:sync', input },
    ...SYNC_CHECK_DELAYS_MS.map((): PendingCall => ({ channel: 'manage:syncStatus', input })),
  ];
}
