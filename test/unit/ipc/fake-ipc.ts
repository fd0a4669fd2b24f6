import { vi, type Mock } from 'vitest';
import { channelNames, type ChannelName, type Handlers } from '../../../src/shared/contract';
import { fail, type Envelope } from '../../../src/shared/envelope';
import type { IpcEventLike, IpcMainLike } from '../../../src/main/ipc/registry';

type Listener = (event: IpcEventLike, ...args: unknown[]) => unknown;

/** Records what the registry registers, and lets a test invoke a channel the way Electron would. */
export interface FakeIpcMain extends IpcMainLike {
  readonly registrations: string[];
  readonly removed: string[];
  invoke(channel: string, event: IpcEventLike, ...args: unknown[]): Promise<unknown>;
}

export function fakeIpcMain(): FakeIpcMain {
  const listeners = new Map<string, Listener>();
  const registrations: string[] = [];
  const removed: string[] = [];
  return {
    registrations,
    removed,
    handle(channel, listener) {
      if (listeners.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      listeners.set(channel, listener);
      registrations.push(channel);
    },
    removeHandler(channel) {
      listeners.delete(channel);
      removed.push(channel);
    },
    async invoke(channel, event, ...args) {
      const listener = listeners.get(channel);
      // Electron rejects the renderer's invoke() when nothing handles the channel.
      if (!listener) throw new Error(`No handler registered for '${channel}'`);
      return listener(event, ...args);
    },
  };
}

/** What every spy handler answers, so a test can tell "reached the handler" from any registry refusal. */
export const reachedHandler = fail({ code: 'cancelled', message: 'reached the handler' });

type Spy = Mock<(input: unknown) => Promise<Envelope<never>>>;

/** One spy per channel, so a test can prove a handler was (or was never) reached. */
export function spyHandlers(): { handlers: Handlers; spies: Map<ChannelName, Spy> } {
  const spies = new Map<ChannelName, Spy>();
  for (const name of channelNames)
    spies.set(
      name,
      vi.fn(async () => reachedHandler),
    );
  // A handler that takes any input and answers a failure fits every channel's signature.
  const handlers: Handlers = Object.fromEntries(spies) as Record<ChannelName, Spy>;
  return { handlers, spies };
}
