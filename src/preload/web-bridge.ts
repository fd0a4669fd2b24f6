import type { ChannelName, EventName } from '../shared/contract';
import type { Envelope } from '../shared/envelope';
import { createApi, type Transport } from './create-api';
import { parseServerMessage } from './bridge-protocol';

// The web host's stand-in for the Electron preload: a classic script the host injects before the renderer
// bundle. It gives the page the same window.api, carried over a WebSocket to the host on 127.0.0.1. The
// per-run token comes from the page URL; the host refuses the socket without it.

/**
 * The host refuses a missing or wrong token, a foreign origin or host name before the handshake, so a browser
 * sees only a socket that never opened (it cannot tell that from a host that is not running).
 */
const disconnected = (everOpened: boolean): Envelope<never> => ({
  ok: false,
  error: {
    code: 'network',
    message: everOpened
      ? 'The connection to the Folio Desk web host was lost. Start `npm run web` again and reload the page.'
      : 'The Folio Desk web host did not accept this page: open the exact address `npm run web` printed, ' +
        'token included, and check that it is still running.',
  },
});

function connect(): Transport {
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const socket = new WebSocket(`ws://${location.host}/bridge?token=${encodeURIComponent(token)}`);
  const opened = new Promise<boolean>((resolve) => {
    socket.addEventListener('open', () => resolve(true), { once: true });
    socket.addEventListener('close', () => resolve(false), { once: true });
  });
  const pending = new Map<number, (answer: unknown) => void>();
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  let nextId = 1;
  let everOpened = false;
  socket.addEventListener('open', () => (everOpened = true), { once: true });

  socket.addEventListener('message', (message: MessageEvent<unknown>) => {
    const parsed = parseServerMessage(message.data);
    if (parsed?.kind === 'result') {
      pending.get(parsed.id)?.(parsed.result);
      pending.delete(parsed.id);
    } else if (parsed?.kind === 'event') {
      listeners.get(parsed.event)?.forEach((listener) => listener(parsed.payload));
    }
  });
  socket.addEventListener('close', () => {
    for (const resolve of pending.values()) resolve(disconnected(everOpened));
    pending.clear();
  });

  return {
    async invoke(channel: ChannelName, input: unknown) {
      if (!(await opened) || socket.readyState !== WebSocket.OPEN) return disconnected(everOpened);
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, channel, input }));
      });
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => {
        set.delete(listener);
      };
    },
  };
}

Object.defineProperty(window, 'api', { value: createApi(connect()), enumerable: true });
