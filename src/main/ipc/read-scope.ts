import type { ChannelName, Handlers } from '../../shared/contract';
import type { Rank, ReadContext } from '../api/read-context';

// The renderer's reads run as the visible view's ('user' priority in the rate queue): each call's handler is given
// that read context after its input (api/read-context.ts), and passes it down to the rate queue. The views below show one
// thing at a time (one portfolio's value, one wallet's balance, one candle series), so a new call of the same
// channel with other parameters means the user has moved on: the earlier call, if it is still waiting for a rate
// slot, is dropped instead of spending credits on a screen nobody looks at. A call already sent is left to land
// in the cache. Clicking through 4 portfolios in a second on Free used to send all 15 of their paid reads.
// `rwa:asset` is not among them: the Watchlist prices every watched asset with its own call, all at once, and
// each would drop the one before it (only the last asset was ever read); an asset page's history still is.

const ONE_AT_A_TIME: ReadonlySet<ChannelName> = new Set<ChannelName>([
  'portfolio:value',
  'portfolio:chart',
  'portfolio:plHistory',
  'portfolio:coins',
  'portfolio:transactions',
  'wallet:balance',
  'wallet:transactions',
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

/**
 * One call's stay on its view: left when a newer call of the same channel asks for something else. Its
 * AbortController is made only when something asks for the signal (a read on its way to the rate queue); a read
 * answered from the cache never does, so a dashboard's cached answers make and abort none.
 */
class ViewStay {
  #controller: AbortController | null = null;
  /** Why the view left this stay; the Error is made only once something holds the signal it aborts. */
  #left: (() => Error) | null = null;
  constructor(readonly key: string) {}

  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.#left) this.#controller.abort(this.#left());
    }
    return this.#controller.signal;
  }

  leave(reason: () => Error): void {
    if (this.#left) return;
    this.#left = reason;
    this.#controller?.abort(reason());
  }
}

export function withReadScope(handlers: Handlers): Handlers {
  const latest = new Map<ChannelName, ViewStay>();
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
  type Handler = (input: unknown, context?: ReadContext) => Promise<unknown>;
  const scope = (name: ChannelName, handler: Handler): Handler => {
    const rank = RANKS[name];
    // One context per channel for the calls that never leave a view: made once, not per call.
    const anyCall: ReadContext = rank ? { priority: 'user', rank } : { priority: 'user' };
    return (input, own) => {
      // A call made with a context of its own (a prefetch, a scheduled refresh) keeps it: it is not the view.
      if (own) return handler(input, rank && !own.rank ? { ...own, rank } : own);
      if (!ONE_AT_A_TIME.has(name)) return handler(input, anyCall);
      const key = JSON.stringify(input);
      let stay = latest.get(name);
      if (!stay || stay.key !== key) {
        stay?.leave(() => movedOn(name));
        stay = new ViewStay(key);
        latest.set(name, stay);
      }
      const view = stay;
      const context: ReadContext = {
        priority: 'user',
        rank,
        get signal() {
          return view.signal;
        },
      };
      return handler(input, context);
    };
  };
  // Each channel's wrapper is made when the channel is first called: a start calls a handful of the app's
  // hundred-odd channels before its first view is on screen.
  // A handler replaced after its first call (a test's stand-in) gets a wrapper of its own.
  const made = new Map<PropertyKey, { handler: Handler; wrapped: Handler }>();
  return new Proxy(handlers, {
    get(target, name, receiver) {
      const handler: unknown = Reflect.get(target, name, receiver);
      if (typeof handler !== 'function' || !Object.hasOwn(target, name)) return handler;
      let entry = made.get(name);
      if (entry?.handler !== handler) {
        entry = { handler: handler as Handler, wrapped: scope(name as ChannelName, handler as Handler) };
        made.set(name, entry);
      }
      return entry.wrapped;
    },
  });
}
