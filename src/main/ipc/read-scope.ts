import type { ChannelName, Handlers } from '../../shared/contract';
import { explicitReadContext, withReadContext, type Rank } from '../api/read-context';

// The renderer's reads run as the visible view's ('user' priority in the rate queue). The views below show one
// thing at a time (one portfolio's value, one wallet's balance, one candle series), so a new call of the same
// channel with other parameters means the user has moved on: the earlier call, if it is still waiting for a rate
// slot, is dropped instead of spending credits on a screen nobody looks at. A call already sent is left to land
// in the cache. Clicking through 4 portfolios in a second on Free used to send all 15 of their paid reads.

const ONE_AT_A_TIME: ReadonlySet<ChannelName> = new Set<ChannelName>([
  'portfolio:value',
  'portfolio:chart',
  'portfolio:plHistory',
  'portfolio:coins',
  'portfolio:transactions',
  'wallet:balance',
  'wallet:transactions',
  'rwa:asset',
  'rwa:assetHistory',
  'candles:get',
  'candles:window',
]);

/** What the user looks at first on a view; everything else ranks as a table. */
const RANKS: Partial<Record<ChannelName, Rank>> = {
  'portfolio:list': 'headline',
  'portfolio:value': 'headline',
  'wallet:list': 'headline',
  'wallet:balance': 'headline',
  'rwa:overview': 'headline',
  'rwa:asset': 'headline',
  'credits:meter': 'headline',
  'portfolio:chart': 'chart',
  'portfolio:plHistory': 'chart',
  'rwa:history': 'chart',
  'rwa:assetHistory': 'chart',
  'candles:get': 'chart',
  'candles:window': 'chart',
};

export function withReadScope(handlers: Handlers): Handlers {
  const latest = new Map<ChannelName, { key: string; view: AbortController }>();
  // One reason per channel, made once: a dashboard switching portfolios aborts often, and an Error records a stack.
  const reasons = new Map<ChannelName, Error>();
  const movedOn = (name: ChannelName) => {
    let reason = reasons.get(name);
    if (!reason) {
      reason = new Error(`${name}: the view moved on`);
      reasons.set(name, reason);
    }
    return reason;
  };
  const scoped = { ...handlers } as Record<ChannelName, (input: unknown) => Promise<unknown>>;
  for (const name of Object.keys(handlers) as ChannelName[]) {
    const handler = handlers[name] as (input: unknown) => Promise<unknown>;
    const rank = RANKS[name];
    scoped[name] = (input) => {
      // A call made inside a context of its own (a prefetch, a scheduled refresh) keeps it: it is not the view.
      const own = explicitReadContext();
      if (own) return withReadContext({ rank, ...own }, () => handler(input));
      if (!ONE_AT_A_TIME.has(name)) return withReadContext({ priority: 'user', rank }, () => handler(input));
      const key = JSON.stringify(input);
      const previous = latest.get(name);
      let view = previous?.view;
      if (!previous || previous.key !== key) {
        previous?.view.abort(movedOn(name));
        view = new AbortController();
        latest.set(name, { key, view });
      }
      return withReadContext({ priority: 'user', rank, signal: view?.signal }, () => handler(input));
    };
  }
  return scoped as Handlers;
}
