import { channelNames, channels, type ChannelName, type Handlers } from '../../shared/contract';
import { fail, type Envelope, type IssueItem } from '../../shared/envelope';
import type { Rank, ReadContext } from '../api/read-context';
import { DISK_FULL_MESSAGE, isDiskFull } from '../cache/storage-errors';
import type { Logger } from '../lib/effects';
import { issuesOf } from '../lib/issues';

// The IPC door: every channel's input is checked as plain data and parsed with its schema before its handler runs,
// and the renderer's reads run as the visible view's. Errors come back as values, never thrown.

/** The part of ipcMain the registry needs, so tests can pass a fake (STYLE.md rule 5). */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export interface IpcEventLike {
  senderFrame?: { url: string } | null;
}

export { issuesOf };

/**
 * Parses `raw` (unknown until now) with the channel's schema and calls its handler. Never throws: a bad input,
 * an unknown channel or a handler's bug all come back as { ok: false }. `context`: a read main makes for itself
 * (a prefetch: 'background'); the renderer's calls have none and are the visible view's (withReadScope).
 */
export async function dispatch(
  handlers: Handlers,
  channel: string,
  raw: unknown,
  log: Logger,
  context?: ReadContext,
): Promise<Envelope<unknown>> {
  if (!Object.hasOwn(channels, channel)) {
    return fail({ code: 'invalid_input', message: `Unknown channel "${channel.slice(0, 64)}".` });
  }
  const name = channel as ChannelName;
  const unreadable = notPlainData(raw);
  if (unreadable) return invalid(name, [unreadable]);
  let parsed;
  try {
    parsed = channels[name].input.safeParse(raw === undefined ? {} : raw);
  } catch {
    // A refinement that throws on some odd value is still a bad input, not a crash of the call.
    return invalid(name, [{ path: '(input)', message: 'could not be read as plain data' }]);
  }
  if (!parsed.success) return invalid(name, issuesOf(parsed.error));
  try {
    const handler = handlers[name] as (input: unknown, context?: ReadContext) => Promise<Envelope<unknown>>;
    return await (context ? handler(parsed.data, context) : handler(parsed.data));
  } catch (error) {
    // A full disk rolls the write back: the user's data is as it was, and freeing space is theirs to do.
    if (isDiskFull(error)) {
      log.error('ipc handler failed: disk full', { channel: name });
      return fail({ code: 'disk_full', message: DISK_FULL_MESSAGE, say: { id: 'errors.diskFull' } });
    }
    log.error('ipc handler failed', {
      channel: name,
      error: error instanceof Error ? error.message : String(error),
    });
    return fail({
      code: 'internal',
      message: 'Something went wrong inside Folio Desk. Your data is unchanged; try again.',
    });
  }
}

function invalid(name: ChannelName, issues: IssueItem[]): Envelope<never> {
  return fail({
    code: 'invalid_input',
    message: `Invalid input for ${name}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
    issues,
  });
}

/**
 * Registers every contract channel once. `isTrustedSender` lets the host refuse calls from frames that are not
 * the app's own page.
 */
export function registerIpc(
  ipc: IpcMainLike,
  handlers: Handlers,
  log: Logger,
  isTrustedSender: (event: IpcEventLike) => boolean,
): () => void {
  for (const name of channelNames) {
    ipc.handle(name, async (event, raw) => {
      if (!isTrustedSender(event)) {
        return fail({
          code: 'invalid_input',
          message: 'Refused: the call did not come from the Folio Desk window.',
        });
      }
      return dispatch(handlers, name, raw, log);
    });
  }
  return () => channelNames.forEach((name) => ipc.removeHandler(name));
}

// Every channel's input is plain data, the kind JSON carries (the web host's bridge is JSON). Electron's
// structured clone also carries BigInts, cyclic objects and very deep nesting, and an in-process caller can pass
// anything; a schema, or the JSON.stringify some refinements run, throws on those instead of answering. So the
// registry looks at the input once, iteratively bounded, before any schema sees it.

/** Deeper than any channel's input (a previewed call's input is at most 6 levels inside 2). */
export const MAX_INPUT_DEPTH = 32;
/** More values than any channel takes (200 icon addresses are 201). */
export const MAX_INPUT_VALUES = 20_000;

const KIND_ADVICE: Record<string, string> = {
  bigint: 'is a BigInt: send it as a number or a string',
  symbol: 'is a Symbol, which is not data',
  function: 'is a function, which is not data',
};

interface Walk {
  values: number;
  /** The objects on the path from the top, to tell a cycle from a value shared by two fields. */
  path: Set<object>;
}

function problem(value: unknown, where: string[], walk: Walk): IssueItem | null {
  const at = where.join('.') || '(input)';
  // Bounds are said of the field the user sent, not of a path thirty levels down.
  const field = where[0] ?? '(input)';
  walk.values += 1;
  if (walk.values > MAX_INPUT_VALUES) return { path: field, message: `more than ${MAX_INPUT_VALUES} values` };
  const kind = typeof value;
  if (kind in KIND_ADVICE) return { path: at, message: KIND_ADVICE[kind] ?? 'is not data' };
  if (value === null || kind !== 'object') return null;
  const object = value as object;
  if (walk.path.has(object)) return { path: at, message: 'refers to itself' };
  if (where.length >= MAX_INPUT_DEPTH) {
    return { path: field, message: `nested deeper than ${MAX_INPUT_DEPTH} levels` };
  }
  const prototype: unknown = Object.getPrototypeOf(object);
  if (!Array.isArray(object) && prototype !== Object.prototype && prototype !== null) {
    return { path: at, message: 'is not a plain object or list' };
  }
  if (Object.getOwnPropertySymbols(object).length > 0) return { path: at, message: 'has a Symbol key' };
  walk.path.add(object);
  for (const key of Object.keys(object)) {
    const found = problem((object as Record<string, unknown>)[key], [...where, key], walk);
    if (found) return found;
  }
  walk.path.delete(object);
  return null;
}

/** The first reason `raw` is not plain data, or null when it is. Never throws (a getter or a Proxy may). */
export function notPlainData(raw: unknown): IssueItem | null {
  try {
    return problem(raw, [], { values: 0, path: new Set() });
  } catch {
    return { path: '(input)', message: 'could not be read' };
  }
}

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
