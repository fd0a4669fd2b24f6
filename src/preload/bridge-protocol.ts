import { eventNames, type EventName } from '../shared/contract';

// What the web host sends the page over the bridge socket: `{ id, result }` answers the call with that id,
// `{ event, payload }` is a main-to-renderer push. Anything else is dropped rather than trusted.

export type ServerMessage =
  { kind: 'result'; id: number; result: unknown } | { kind: 'event'; event: EventName; payload: unknown };

const knownEvents: ReadonlySet<string> = new Set(eventNames);

export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  if ('id' in message && Number.isSafeInteger(message.id) && 'result' in message) {
    return { kind: 'result', id: message.id as number, result: message.result };
  }
  if ('event' in message && typeof message.event === 'string' && knownEvents.has(message.event)) {
    return {
      kind: 'event',
      event: message.event as EventName,
      payload: 'payload' in message ? message.payload : undefined,
    };
  }
  return null;
}
