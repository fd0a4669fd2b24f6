import type { ParsedInput } from '../../shared/contract';
import { costOf, type Cost } from '../api/costs';
import { expectedChecks, TYPICAL_SYNC_MS } from './wallet-sync';

// What a wallet sync spends in all, not only its PATCH: each status check costs too (3 credits a wallet a
// round), and once synced the transactions are read again so the view can show them. The checks are the ones a
// typical sync makes on the poll schedule in use; a slower sync makes more.

export function syncCost(
  input: ParsedInput<'wallet:sync'>,
  schedule: { firstDelayMs?: number; maxDelayMs?: number } = {},
): Cost {
  const ids = [...new Set(input.walletIds)];
  const start = costOf('PATCH /wallet/transactions', {
    wallets: input.allNetworks ? ids.map(() => ({ connectionId: 'all' })) : ids,
  });
  const perCheck = costOf('GET /wallet/status').credits;
  const checks = expectedChecks(TYPICAL_SYNC_MS, schedule) * ids.length;
  const reread = costOf('GET /wallet/transactions', { wallets: ids }).credits;
  return {
    credits: start.credits + perCheck * checks + reread,
    explanation:
      `${start.credits} to start + ${perCheck} per status check (about ${checks} checks) + ` +
      `${reread} to read the synced transactions`,
    explanationSays: [
      { id: 'prices.walletSync', values: { start: start.credits, perCheck, checks, reread } },
    ],
  };
}
