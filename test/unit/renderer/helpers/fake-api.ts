import {
  channelNames,
  type Api,
  type ChannelName,
  type EventName,
  type EventPayload,
  type Input,
  type Result,
} from '../../../../src/shared/contract';
import { fail, type Envelope } from '../../../../src/shared/envelope';

// A stand-in for window.api: every channel answers as main's placeholder does ("not built yet") unless the test
// gives it an answer; events are pushed by the test with emit().

export type Responders = {
  [C in ChannelName]?: (input: Input<C>) => Envelope<Result<C>> | Promise<Envelope<Result<C>>>;
};

type Listener = (payload: unknown) => void;

export interface FakeApi {
  api: Api;
  calls: { channel: ChannelName; input: unknown }[];
  callsTo(channel: ChannelName): unknown[];
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Replaces one channel's answer mid-test (e.g. the service goes offline). */
  answer<C extends ChannelName>(channel: C, responder: NonNullable<Responders[C]>): void;
}

export function fakeApi(initial: Responders = {}): FakeApi {
  const responders: Record<string, ((input: unknown) => unknown) | undefined> = { ...initial } as Record<
    string,
    (input: unknown) => unknown
  >;
  const calls: FakeApi['calls'] = [];
  const listeners = new Map<string, Set<Listener>>();
  const domains: Record<string, Record<string, unknown>> = {};
  for (const name of channelNames) {
    const [domain = '', verb = ''] = name.split(':');
    domains[domain] ??= {};
    domains[domain][verb] = async (input: unknown) => {
      calls.push({ channel: name, input });
      const responder = responders[name];
      return responder ? responder(input) : fail({ code: 'internal', message: `${name} is not built yet.` });
    };
  }
  const on = (event: string, listener: Listener) => {
    const set = listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  };
  return {
    api: { ...domains, on } as unknown as Api,
    calls,
    callsTo: (channel) => calls.filter((c) => c.channel === channel).map((c) => c.input),
    emit: (event, payload) => listeners.get(event)?.forEach((l) => l(payload)),
    answer: (channel, responder) => {
      responders[channel] = responder as (input: unknown) => unknown;
    },
  };
}
