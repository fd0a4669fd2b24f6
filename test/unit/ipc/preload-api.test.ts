import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { channelNames, type Api, type ChannelName, type EventName } from '../../../src/shared/contract';
import { createApi, type Transport } from '../../../src/preload/create-api';
import { parseServerMessage } from '../../../src/preload/bridge-protocol';

function recordingTransport() {
  const calls: [ChannelName, unknown][] = [];
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const transport: Transport = {
    async invoke(channel, input) {
      calls.push([channel, input]);
      return { answerTo: channel };
    },
    subscribe(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
  const push = (event: EventName, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload));
  return { transport, calls, push };
}

/** Reaches api.domain.verb by the channel's name, the way the renderer's code does by hand. */
function callByName(api: Api, name: ChannelName, input: unknown): Promise<unknown> {
  const [domain, verb] = name.split(':') as [string, string];
  const group: unknown = Reflect.get(api, domain);
  const call: unknown = typeof group === 'object' && group !== null ? Reflect.get(group, verb) : undefined;
  if (typeof call !== 'function') throw new Error(`api.${domain}.${verb} is missing`);
  return call(input) as Promise<unknown>;
}

describe('window.api built from the contract', () => {
  it('sends every channel under its own name with the input untouched', async () => {
    const { transport, calls } = recordingTransport();
    const api = createApi(transport);
    for (const name of channelNames) {
      const input = { probe: name };
      await expect(callByName(api, name, input)).resolves.toEqual({ answerTo: name });
    }
    expect(calls).toEqual(channelNames.map((name) => [name, { probe: name }]));
  });

  it('exposes the domains and on(), and no generic door', () => {
    const api = createApi(recordingTransport().transport);
    const domains = [...new Set(channelNames.map((name) => name.split(':')[0]))];
    expect(Object.keys(api).sort()).toEqual([...domains, 'on'].sort());
    for (const door of ['invoke', 'send', 'sendSync', 'ipcRenderer', 'process', 'env']) {
      expect(api).not.toHaveProperty(door);
    }
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.isFrozen(api.settings)).toBe(true);
  });

  it('lets channels without input be called with no argument', () => {
    expectTypeOf<Api['settings']['get']>().toBeCallableWith();
    expectTypeOf<Api['settings']['setApiKey']>().parameter(0).toEqualTypeOf<{ apiKey: string }>();
  });

  it('hands a listener the payload alone and stops after unsubscribe', () => {
    const { transport, push } = recordingTransport();
    const api = createApi(transport);
    const listener = vi.fn();
    const off = api.on('data:changed', listener);
    push('data:changed', { kinds: ['settings'] });
    off();
    push('data:changed', { kinds: ['keys'] });
    expect(listener.mock.calls).toEqual([[{ kinds: ['settings'] }]]);
  });

  it('refuses to subscribe to a name that is not a contract event', () => {
    const api = createApi(recordingTransport().transport);
    const on = api.on as (event: string, listener: () => void) => () => void;
    expect(() => on('settings:setApiKey', () => {})).toThrow(/Unknown event/);
    expect(() => on('__proto__', () => {})).toThrow(/Unknown event/);
  });
});

describe('the web bridge reading what the host sends', () => {
  it.each([
    ['an answer', '{"id":3,"result":{"ok":true}}', { kind: 'result', id: 3, result: { ok: true } }],
    [
      'an event',
      '{"event":"credits:changed","payload":{"used":1}}',
      { kind: 'event', event: 'credits:changed', payload: { used: 1 } },
    ],
  ])('accepts %s', (_what, data, expected) => {
    expect(parseServerMessage(data)).toEqual(expected);
  });

  it.each([
    ['not JSON', '{id: 1'],
    ['a binary frame', new ArrayBuffer(4)],
    ['null', 'null'],
    ['an answer without a result', '{"id":1}'],
    ['a fractional id', '{"id":1.5,"result":1}'],
    ['an unknown event', '{"event":"settings:setApiKey","payload":{}}'],
    ['a prototype-named event', '{"event":"__proto__","payload":{}}'],
  ])('drops %s', (_what, data) => {
    expect(parseServerMessage(data)).toBeNull();
  });
});
