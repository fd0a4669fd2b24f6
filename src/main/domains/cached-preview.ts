import type { ParsedInput } from '../../shared/contract';
import type { Cost } from '../api/costs';
import { cacheKeyOf } from '../api/http';
import { createAnswersRepo } from '../cache/answers-repo';
import type { Estimator, Estimators } from '../credits/estimators';
import { perDatabase, type DomainDeps } from './deps';
import { readPlans, type PlanChannel, type PlannedRead } from './read-plans';

// credits:preview for reads the cache may answer: a read that a fresh cached answer would serve costs nothing,
// and the preview says so, with what a Refresh (refresh: true) would cost instead. The freshness is the same
// table and the same check the read-through uses, so the badge and the bill agree.

const MINUTE = 60_000;

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function ageText(ms: number): string {
  if (ms < MINUTE) return 'just now';
  if (ms < 60 * MINUTE) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < 48 * 60 * MINUTE) return `${Math.floor(ms / (60 * MINUTE))} h ago`;
  return `${Math.floor(ms / (24 * 60 * MINUTE))} days ago`;
}

/** Every planned channel's input has `refresh`; TypeScript cannot see that through the generic channel. */
const asksRefresh = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && 'refresh' in input && input.refresh === true;

/** When the cache holds a fresh, still valid answer for this read: when it was fetched; otherwise null. */
type FreshAt = (read: PlannedRead) => number | null;

function cacheAware<C extends PlanChannel>(
  channel: C,
  live: Estimator<C> | undefined,
  freshAt: FreshAt,
  deps: DomainDeps,
): Estimator<C> {
  return (input: ParsedInput<C>): Cost => {
    const full = live ? live(input) : { credits: 0, explanation: 'no service call' };
    if (asksRefresh(input) || full.credits === 0) return full;
    const read = readPlans[channel](input, {
      db: deps.services().db,
      baseCurrency: deps.baseCurrency(),
    });
    const fetchedAt = read ? freshAt(read) : null;
    if (fetchedAt === null) return full;
    const age = ageText(Math.max(0, deps.clock.now() - fetchedAt));
    return { credits: 0, explanation: `cached (updated ${age}); Refresh costs ${full.credits}` };
  };
}

/** Replaces the estimator of every cached read with one that knows what the cache would answer. */
export function installCachedPreviews(estimators: Estimators, deps: DomainDeps): void {
  const answers = perDatabase(createAnswersRepo);
  const freshAt: FreshAt = ({ call, maxAgeMs }) => {
    const row = answers(deps.services().db).get(cacheKeyOf(call.request));
    if (!row || deps.clock.now() - row.fetchedAt > maxAgeMs) return null;
    // A row an older version wrote that no longer passes the schema is refetched by the read, so it is not free.
    return call.schema.safeParse(row.value).success ? row.fetchedAt : null;
  };
  const install = <C extends PlanChannel>(channel: C) => {
    const live = estimators[channel] as Estimator<C> | undefined;
    (estimators as Record<C, Estimator<C>>)[channel] = cacheAware(channel, live, freshAt, deps);
  };
  for (const channel of Object.keys(readPlans) as PlanChannel[]) install(channel);
}
