import type { Handlers } from '../../shared/contract';
import { localMeta, ok } from '../../shared/envelope';
import type { Clock } from '../lib/effects';
import type { CreditsService } from './meter';
import type { LedgerRepo } from './ledger-repo';

// The credits channels: the meter, its reconciliation and the journal. What a call would cost before it is sent
// (credits:preview, credits:confirm) is the read path's business: see domains/preview.ts.

export interface CreditsHandlerDeps {
  /** The current session's meter and ledger (demo and live each keep their own). */
  credits: () => { service: CreditsService; ledger: LedgerRepo; demo: boolean };
  clock: Pick<Clock, 'now'>;
}

type CreditsChannel = 'credits:meter' | 'credits:reconcile' | 'credits:journal';

/** The meter is a headline of the view that shows it (ipc/registry.ts). */
export const creditsViewScopes = { 'credits:meter': { rank: 'headline' } } as const;

const DEFAULT_JOURNAL_PAGE = 100;

export function creditsHandlers(deps: CreditsHandlerDeps): Pick<Handlers, CreditsChannel> {
  return {
    'credits:meter': async () => {
      const { service, demo } = deps.credits();
      return ok(service.meter(), localMeta(deps.clock.now(), demo));
    },
    'credits:reconcile': async () => {
      const { service, demo } = deps.credits();
      const outcome = await service.reconcile();
      if (outcome.ok) {
        return ok(outcome.meter, {
          source: 'live',
          fetchedAt: deps.clock.now(),
          stale: false,
          credits: 0,
          demo,
        });
      }
      // Offline: the meter as last known, marked stale, with the reason.
      return ok(service.meter(), { ...localMeta(deps.clock.now(), demo), stale: true, error: outcome.error });
    },
    'credits:journal': async ({ limit, beforeId }) => {
      const { ledger, demo } = deps.credits();
      const entries = ledger.list({ limit: limit ?? DEFAULT_JOURNAL_PAGE, beforeId });
      return ok(entries, localMeta(deps.clock.now(), demo));
    },
  };
}
