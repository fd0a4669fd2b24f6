import type { WebSocket } from 'ws';
import type { App } from '../app';
import { dispatch } from '../ipc/registry';
import type { Logger } from '../lib/effects';
import type { LimitedLog } from './log-limit';

// One page's WebSocket: `{ id, channel, input }` in, `{ id, result }` out, and main's events as
// `{ event, payload }`. Every input goes through the same dispatch as Electron's IPC, so it is parsed by the
// contract's schema before any handler sees it.

interface Call {
  id: number;
  channel: string;
  input: unknown;
}

function parseCall(data: string): Call | null {
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || !('id' in message)) return null;
  if (!Number.isSafeInteger(message.id)) return null;
  const channel = 'channel' in message && typeof message.channel === 'string' ? message.channel : '';
  return { id: message.id as number, channel, input: 'input' in message ? message.input : undefined };
}

/** `noisy` logs what a stranger can cause at will (bad frames, socket errors), a few lines a minute at most. */
export function serveBridge(
  socket: WebSocket,
  app: Pick<App, 'handlers' | 'subscribe'>,
  log: Logger,
  noisy: LimitedLog,
): void {
  const send = (message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const unsubscribe = app.subscribe((event, payload) => send({ event, payload }));
  socket.on('close', unsubscribe);
  // ws closes the socket itself (e.g. 1009 for a frame over maxPayload); without a listener the error would
  // be thrown and end the whole host.
  socket.on('error', (error) =>
    noisy.warn('socket-error', 'web bridge socket error', { error: error.message }),
  );
  socket.on('message', (data, isBinary) => {
    const call = isBinary ? null : parseCall(data.toString());
    if (!call) {
      // Without an id there is no one to answer; the page's own bridge never sends such a frame.
      noisy.warn('malformed-frame', 'web bridge dropped a malformed frame');
      return;
    }
    void dispatch(app.handlers, call.channel, call.input, log).then((result) =>
      send({ id: call.id, result }),
    );
  });
}
