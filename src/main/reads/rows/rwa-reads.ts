import type { ParsedInput } from '../../../shared/contract';
import { rwaCalls, type Query } from '../../api/rwa';
import type { ApiCall } from '../../api/schemas/common';
import { toRwaAssetHistory, toRwaHistory } from '../../api/schemas/rwa';
import { pagingError } from '../../api/schemas/request-bounds';
import { HOUR, MINUTE, planned, readRow, refused, type PlanContext, type ReadRows } from './row';

// The RWA reads (service.md 4.1-4.2). The IPC schemas hold each parameter's bounds and enums; the paging offset,
// which depends on two fields, is checked here. Lists default to 100 rows a page.

const RWA_DEFAULT_LIMIT = 100;
// Tokenized funds and commodities move slowly and these reads cost 1-3 credits: an hour.
const LIST_FRESH = HOUR;
const historyFresh = (range: string) => (range === '1h' ? MINUTE : range === '24h' ? 5 * MINUTE : HOUR);

/** The query a read sends: its input without the flags that are not part of the call. */
function queryOf<T extends { refresh?: unknown; confirmToken?: unknown }>(input: T) {
  const { refresh: _refresh, confirmToken: _token, ...query } = input;
  return query;
}

const identity = <T>(wire: T) => wire;

/** A page of one asset's tokens or markets: the two rows differ only in the call. */
function assetPage<W>(
  input: ParsedInput<'rwa:tokens' | 'rwa:markets'>,
  ctx: PlanContext,
  call: (rwaId: string, query: Query) => ApiCall<W>,
) {
  const bad = pagingError(input.page, input.limit, RWA_DEFAULT_LIMIT);
  if (bad) return refused(bad);
  const { rwaId, ...query } = queryOf(input);
  return planned(call(rwaId, { ...query, currency: input.currency ?? ctx.baseCurrency }), identity);
}

type RwaRead =
  | 'rwa:overview'
  | 'rwa:assets'
  | 'rwa:asset'
  | 'rwa:tokens'
  | 'rwa:markets'
  | 'rwa:history'
  | 'rwa:assetHistory';

export const rwaReads: ReadRows<RwaRead> = {
  'rwa:overview': readRow(
    { kind: 'rwa', confirm: 'threshold', rank: 'headline', fresh: LIST_FRESH },
    (input, ctx) => planned(rwaCalls.overview({ currency: input.currency ?? ctx.baseCurrency }), identity),
  ),
  'rwa:assets': readRow({ kind: 'rwa', confirm: 'threshold', fresh: LIST_FRESH }, (input, ctx) => {
    const bad = pagingError(input.page, input.limit, RWA_DEFAULT_LIMIT);
    if (bad) return refused(bad);
    const query = { ...queryOf(input), currency: input.currency ?? ctx.baseCurrency };
    return planned(rwaCalls.assets(query), identity);
  }),
  'rwa:asset': readRow(
    { kind: 'rwa', confirm: 'threshold', rank: 'headline', fresh: LIST_FRESH },
    (input, ctx) =>
      planned(rwaCalls.asset(input.rwaId, { currency: input.currency ?? ctx.baseCurrency }), identity),
  ),
  'rwa:tokens': readRow({ kind: 'rwa', confirm: 'threshold', fresh: LIST_FRESH }, (input, ctx) =>
    assetPage(input, ctx, rwaCalls.tokens),
  ),
  'rwa:markets': readRow({ kind: 'rwa', confirm: 'threshold', fresh: LIST_FRESH }, (input, ctx) =>
    assetPage(input, ctx, rwaCalls.markets),
  ),
  'rwa:history': readRow(
    { kind: 'rwa', confirm: 'threshold', rank: 'chart', fresh: (input) => historyFresh(input.range ?? '7d') },
    (input, ctx) => {
      const asked = { range: input.range ?? '7d', metric: input.metric ?? 'marketCap' } as const;
      const call = rwaCalls.history({ ...asked, currency: input.currency ?? ctx.baseCurrency });
      return planned(call, (wire) => toRwaHistory(wire, asked));
    },
  ),
  'rwa:assetHistory': readRow(
    {
      kind: 'rwa',
      confirm: 'threshold',
      rank: 'chart',
      oneAtATime: true,
      fresh: (input) => historyFresh(input.range ?? '24h'),
    },
    (input, ctx) => {
      const asked = {
        rwaId: input.rwaId,
        range: input.range ?? '24h',
        metric: input.metric ?? 'price',
      } as const;
      const call = rwaCalls.assetHistory(input.rwaId, {
        range: asked.range,
        metric: asked.metric,
        currency: input.currency ?? ctx.baseCurrency,
      });
      return planned(call, (wire) => toRwaAssetHistory(wire, asked));
    },
  ),
};
