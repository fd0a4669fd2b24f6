import { describe, expect, it } from 'vitest';
import { channelNames } from '../../../src/shared/contract';
import {
  MAX_INPUT_DEPTH,
  MAX_INPUT_VALUES,
  registerIpc,
  type IpcEventLike,
} from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import type { Envelope } from '../../../src/shared/envelope';
import { fakeIpcMain, spyHandlers } from './fake-ipc';

// Inputs no schema was written for: Electron's structured clone carries BigInts, cyclic objects and very deep
// nesting, and main's own callers can pass anything. Every channel must answer them with invalid_input, never
// throw (the renderer would get a bare rejection) and never reach its handler.

const appFrame: IpcEventLike = { senderFrame: { url: 'file:///opt/folio/out/renderer/index.html' } };

const cyclic = (): unknown => {
  const call: Record<string, unknown> = { channel: 'coins:list' };
  call.input = call;
  return call;
};
const nestedLists = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const throwing = () => {
  throw new Error('read me not');
};

const unreadable: [string, () => unknown][] = [
  ['a BigInt as the whole input', () => 10n],
  ['a BigInt inside a previewed call', () => ({ channel: 'coins:list', input: { limit: 10n } })],
  ['a BigInt where a number belongs', () => ({ limit: 10n, portfolioId: 'p', currency: 'USD' })],
  ['a Symbol', () => Symbol('x')],
  ['a Symbol inside a previewed call', () => ({ channel: 'coins:list', input: { a: Symbol('x') } })],
  ['a function', () => throwing],
  ['a function inside a previewed call', () => ({ channel: 'coins:list', input: { a: throwing } })],
  ['a cyclic object', cyclic],
  ['a list nested 200,000 deep', () => nestedLists(200_000)],
  ['a previewed call nested 200,000 deep', () => ({ channel: 'coins:list', input: nestedLists(200_000) })],
  ['a toJSON that throws', () => ({ channel: 'coins:list', input: { toJSON: throwing } })],
  [
    'a getter that throws',
    () => ({
      channel: 'coins:list',
      get input() {
        return throwing();
      },
    }),
  ],
  [
    'a Proxy that throws',
    () => new Proxy({}, { ownKeys: throwing, get: throwing, getPrototypeOf: throwing }),
  ],
  // No schema sees a Symbol key: on a channel whose fields are all optional, it would pass unnoticed.
  ['a Symbol key', () => ({ [Symbol('x')]: 1 })],
  ['a Map', () => new Map([['portfolioId', 'p']])],
  ['a Date', () => new Date(0)],
];

describe('inputs that are not plain data', () => {
  it.each(unreadable)('%s answers invalid_input on every channel', async (_what, make) => {
    const ipc = fakeIpcMain();
    const { handlers, spies } = spyHandlers();
    registerIpc(ipc, handlers, silentLogger, () => true);
    const wrong: string[] = [];
    for (const name of channelNames) {
      let answer: Envelope<unknown>;
      try {
        answer = (await ipc.invoke(name, appFrame, make())) as Envelope<unknown>;
      } catch (error) {
        wrong.push(`${name} threw ${String(error)}`);
        continue;
      }
      if (answer.ok || answer.error.code !== 'invalid_input' || !answer.error.issues?.length) {
        wrong.push(`${name} answered ${JSON.stringify(answer).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    for (const spy of spies.values()) expect(spy).not.toHaveBeenCalled();
  });

  it('says where and what, in words the developer can act on', async () => {
    const ipc = fakeIpcMain();
    registerIpc(ipc, spyHandlers().handlers, silentLogger, () => true);
    const answer = (await ipc.invoke('credits:preview', appFrame, {
      channel: 'coins:list',
      input: { limit: 10n },
    })) as Envelope<unknown>;
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.issues).toEqual([
      { path: 'input.limit', message: 'is a BigInt: send it as a number or a string' },
    ]);
    expect(answer.error.message).toContain('credits:preview');
  });

  it.each([
    ['a cyclic object', cyclic, { path: 'input', message: 'refers to itself' }],
    [
      'too many values',
      () => ({ coinIds: Array<string>(MAX_INPUT_VALUES + 1).fill('bitcoin') }),
      { path: 'coinIds', message: `more than ${MAX_INPUT_VALUES} values` },
    ],
  ])('names %s for what it is, not as some later failure', async (_what, make, issue) => {
    const ipc = fakeIpcMain();
    registerIpc(ipc, spyHandlers().handlers, silentLogger, () => true);
    const answer = (await ipc.invoke('coins:list', appFrame, make())) as Envelope<unknown>;
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.issues).toEqual([issue]);
  });

  it('still takes a plain input as deep as the bound, and a value two fields share', async () => {
    const ipc = fakeIpcMain();
    const { handlers, spies } = spyHandlers();
    registerIpc(ipc, handlers, silentLogger, () => true);
    const shared = { coinId: 'bitcoin' };
    await ipc.invoke('credits:preview', appFrame, { channel: 'coins:get', input: shared });
    await ipc.invoke('credits:preview', appFrame, { channel: 'coins:get', input: { a: shared, b: shared } });
    await ipc.invoke('settings:get', appFrame, Object.create(null));
    expect(spies.get('credits:preview')).toHaveBeenCalledTimes(2);
    expect(spies.get('settings:get')).toHaveBeenCalledTimes(1);
    const deepest = nestedLists(MAX_INPUT_DEPTH - 2);
    const answer = (await ipc.invoke('coins:list', appFrame, { coinIds: deepest })) as Envelope<unknown>;
    // Refused by the schema (a list of lists is no coin id), not by the plain-data check.
    expect(answer.ok ? [] : answer.error.issues?.map((i) => i.message)).not.toContain(
      `nested deeper than ${MAX_INPUT_DEPTH} levels`,
    );
  });
});
