import type { Api, Input } from '../../../shared/contract';
import type { CreditMeter } from '../../../shared/domain/credits';
import { localMeta } from '../../../shared/envelope';
import { createResource, NO_QUERY } from './resource';

export function createCreditStores(api: Api) {
  return {
    meter: createResource((_: typeof NO_QUERY) => api.credits.meter({})),
    journal: createResource((q: Input<'credits:journal'>) => api.credits.journal(q)),
  };
}

export type CreditStores = ReturnType<typeof createCreditStores>;

/** credits:changed carries the new meter; it is local state, so its age is "now". */
export function pushMeter(stores: CreditStores, meter: CreditMeter, now: number): void {
  const demo = stores.meter.getState().meta?.demo ?? false;
  stores.meter.put(meter, localMeta(now, demo));
}

/** The plan's name once /usage/credits has named it; null until then (main says 'unknown'). */
export function knownPlan(meter: CreditMeter | null | undefined): string | null {
  const plan = meter?.plan;
  return plan && plan !== 'unknown' ? plan : null;
}

/** Near the end of the month's credits the meter changes colour. */
export type MeterLevel = 'ok' | 'low' | 'critical' | 'unknown';

export function meterLevel(meter: CreditMeter): MeterLevel {
  if (meter.totalCredits === null || meter.remainingCredits === null || meter.totalCredits <= 0) {
    return 'unknown';
  }
  const left = meter.remainingCredits / meter.totalCredits;
  if (left <= 0.05) return 'critical';
  if (left <= 0.2) return 'low';
  return 'ok';
}
