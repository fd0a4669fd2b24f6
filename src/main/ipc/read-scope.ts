import type { ChannelName, Handlers } from '../../shared/contract';
import type { Rank, ReadContext } from '../api/read-context';

// The renderer's reads run as the visible view's ('user' priority in the rate queue): each call's handler is given
// that read context after its input, with its rank. A read the view shows one at a time (a row's `oneAtATime`)
// called again with other input means the user moved on: the earlier call, if still waiting for a rate slot, is
// dropped instead of spending credits on a screen nobody looks at; one already sent still lands in the cache.

/** How a channel's calls are queued on the view: what the eye goes to first, and whether one replaces another. */
export interface ViewScope {
  rank?: Rank;
  oneAtATime?: true;
}

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

/**
 * The handlers with each scoped channel's calls run as the visible view's. `scopes`: the read table's rows and the
 * special reads declare theirs; a channel without one keeps its handler (a read given no context is the user's).
 */
export function withReadScope(handlers: Handlers, scopes: Partial<Record<ChannelName, ViewScope>>): Handlers {
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
  const scope = (name: ChannelName, { rank, oneAtATime }: ViewScope, handler: Handler): Handler => {
    // One context per channel for the calls that never leave a view: made once, not per call.
    const anyCall: ReadContext = rank ? { priority: 'user', rank } : { priority: 'user' };
    return (input, own) => {
      // A call made with a context of its own (a prefetch, a scheduled refresh) keeps it: it is not the view.
      if (own) return handler(input, rank && !own.rank ? { ...own, rank } : own);
      if (!oneAtATime) return handler(input, anyCall);
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
        ...(rank ? { rank } : {}),
        get signal() {
          return view.signal;
        },
      };
      return handler(input, context);
    };
  };
  const scoped = Object.entries(scopes).flatMap(([name, viewScope]) => {
    const handler = handlers[name as ChannelName] as Handler | undefined;
    return handler ? [[name, scope(name as ChannelName, viewScope, handler)]] : [];
  });
  return { ...handlers, ...Object.fromEntries(scoped) } as Handlers;
}
