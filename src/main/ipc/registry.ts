import { channelNames, channels, type ChannelName, type Handlers } from '../../shared/contract';
import { fail, type Envelope, type IssueItem } from '../../shared/envelope';
import { DISK_FULL_MESSAGE, isDiskFull } from '../cache/storage-errors';
import type { ReadContext } from '../api/read-context';
import type { Logger } from '../lib/effects';
import { issuesOf } from '../lib/issues';
import { notPlainData } from './plain-data';

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
 * (a prefetch: 'background'); the renderer's calls have none and are the visible view's (read-scope.ts).
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
      return fail({ code: 'disk_full', message: DISK_FULL_MESSAGE });
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
