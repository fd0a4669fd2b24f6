import {
  channelNames,
  eventNames,
  type Api,
  type ChannelName,
  type Domain,
  type EventName,
} from '../shared/contract';

// The one place window.api is shaped, shared by the Electron preload and the web host's bridge so both pages
// see the same object. Everything is derived from the contract's names: a new channel needs no edit here.

/** How a host carries a call and an event; the Electron preload uses ipcRenderer, the web bridge a WebSocket. */
export interface Transport {
  invoke(channel: ChannelName, input: unknown): Promise<unknown>;
  /** Delivers only the payload; returns the unsubscribe function. */
  subscribe(event: EventName, listener: (payload: unknown) => void): () => void;
}

const knownEvents: ReadonlySet<string> = new Set(eventNames);

function splitName(name: ChannelName): [Domain, string] {
  const at = name.indexOf(':');
  return [name.slice(0, at) as Domain, name.slice(at + 1)];
}

export function createApi(transport: Transport): Api {
  const domains = new Map<Domain, Record<string, (input?: unknown) => Promise<unknown>>>();
  for (const name of channelNames) {
    const [domain, verb] = splitName(name);
    const calls = domains.get(domain) ?? {};
    calls[verb] = (input?: unknown) => transport.invoke(name, input);
    domains.set(domain, calls);
  }
  // Built from the contract's own names, so each verb calls exactly the channel its type describes; the type
  // checker cannot follow a loop, hence the one assertion.
  const calls = Object.fromEntries(
    [...domains].map(([domain, verbs]) => [domain, Object.freeze(verbs)]),
  ) as Omit<Api, 'on'>;

  const on: Api['on'] = (event, listener) => {
    // A renderer bug (or a hostile script) asking for another channel gets nothing to listen to.
    if (!knownEvents.has(event)) throw new TypeError(`Unknown event "${String(event)}".`);
    return transport.subscribe(event, (payload) => listener(payload as Parameters<typeof listener>[0]));
  };

  return Object.freeze({ ...calls, on } satisfies Api);
}
