import { describe, expect, it, vi } from 'vitest';
import { channelNames } from '../../../src/shared/contract';
import { PENDING_INPUT_MAX_DEPTH } from '../../../src/shared/contract/credits';
import { dispatch, registerIpc, type IpcEventLike } from '../../../src/main/ipc/registry';
import { silentLogger, type Logger } from '../../../src/main/lib/effects';
import type { Envelope } from '../../../src/shared/envelope';
import { fakeIpcMain, reachedHandler, spyHandlers } from './fake-ipc';

const MB = 'x'.repeat(1024 * 1024);
/** { a: { a: ... { a: 1 } } }, `depth` objects deep. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const appFrame: IpcEventLike = { senderFrame: { url: 'file:///opt/folio/out/renderer/index.html' } };
const trustAppFrame = (event: IpcEventLike) => event.senderFrame?.url === appFrame.senderFrame?.url;

interface HostileCase {
  what: string;
  channel: string;
  input: unknown;
  /** The issue path the user (and the developer) is pointed at. */
  path: string;
}

// Each row is an input a compromised or buggy renderer could send. None may reach a handler.
const hostile: HostileCase[] = [
  {
    what: 'a number where a string belongs',
    channel: 'settings:setApiKey',
    input: { apiKey: 12345678 },
    path: 'apiKey',
  },
  { what: 'a missing required field', channel: 'settings:setApiKey', input: {}, path: 'apiKey' },
  {
    what: 'no input at all for a channel with fields',
    channel: 'settings:setApiKey',
    input: undefined,
    path: 'apiKey',
  },
  { what: 'a 1 MB key', channel: 'settings:setApiKey', input: { apiKey: MB }, path: 'apiKey' },
  {
    what: 'a key with spaces',
    channel: 'settings:setApiKey',
    input: { apiKey: 'abcd efgh ijkl' },
    path: 'apiKey',
  },
  {
    what: 'an extra key',
    channel: 'settings:setApiKey',
    input: { apiKey: 'abcdefgh12', admin: true },
    path: '(input)',
  },
  {
    what: 'a 1 MB portfolio id',
    channel: 'portfolio:value',
    input: { portfolioId: MB },
    path: 'portfolioId',
  },
  { what: 'a lower-case currency', channel: 'portfolio:value', input: { currency: 'usd' }, path: 'currency' },
  {
    what: '__proto__ smuggled through JSON.parse',
    channel: 'settings:update',
    input: JSON.parse('{"__proto__": {"closeToTray": true}}'),
    path: '(input)',
  },
  {
    what: 'constructor.prototype smuggled through JSON.parse',
    channel: 'settings:update',
    input: JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
    path: '(input)',
  },
  {
    what: 'a nested prototype key beside a valid field',
    channel: 'portfolio:value',
    input: JSON.parse('{"currency": "USD", "prototype": {"polluted": true}}'),
    path: '(input)',
  },
  { what: 'a wrong enum value', channel: 'settings:update', input: { theme: 'neon' }, path: 'theme' },
  {
    what: 'a number out of range',
    channel: 'settings:update',
    input: { confirmThreshold: -1 },
    path: 'confirmThreshold',
  },
  {
    what: 'a wrong element type',
    channel: 'coins:list',
    input: { coinIds: ['bitcoin', 7] },
    path: 'coinIds.1',
  },
  { what: 'a string as the whole input', channel: 'settings:get', input: 'please', path: '(input)' },
  { what: 'null as the whole input', channel: 'settings:get', input: null, path: '(input)' },
  { what: 'a number as the whole input', channel: 'portfolio:list', input: 42, path: '(input)' },
  {
    what: 'an array as the whole input',
    channel: 'wallet:add',
    input: ['0xabc', 'ethereum'],
    path: '(input)',
  },
  {
    what: 'an extra key on an empty input',
    channel: 'settings:clearApiKey',
    input: { all: true },
    path: '(input)',
  },
  {
    what: 'too many wallet ids',
    channel: 'wallet:sync',
    input: { walletIds: Array(21).fill('w') },
    path: 'walletIds',
  },
  {
    what: 'an empty wallet id list',
    channel: 'wallet:transactions',
    input: { walletIds: [] },
    path: 'walletIds',
  },
  {
    what: 'a pair in the wrong shape',
    channel: 'candles:get',
    input: { exchange: 'Binance', pair: 'BTCUSDT', interval: '1d', range: '1y' },
    path: 'pair',
  },
  {
    what: 'start after end',
    channel: 'candles:get',
    input: {
      exchange: 'Binance',
      pair: 'BTC/USDT',
      interval: '1d',
      start: '2025-02-01T00:00:00Z',
      end: '2025-01-01T00:00:00Z',
    },
    path: 'end',
  },
  { what: 'a path-like RWA id', channel: 'rwa:asset', input: { rwaId: '../../etc/passwd' }, path: 'rwaId' },
  // credits:confirm holds the input it confirms until the token is spent: a big or deep one is refused unread.
  {
    what: 'a 1 MB input to confirm',
    channel: 'credits:confirm',
    input: { channel: 'coins:tokenRisk', input: { coinId: MB } },
    path: 'input',
  },
  {
    what: 'an input to confirm nested 5,000 deep',
    channel: 'credits:confirm',
    input: { channel: 'coins:tokenRisk', input: nested(5000) },
    path: 'input',
  },
  {
    what: 'an input to preview nested just past the bound',
    channel: 'credits:preview',
    input: { channel: 'wallet:sync', input: nested(PENDING_INPUT_MAX_DEPTH + 1) },
    path: 'input',
  },
];

const failure = (answer: Envelope<unknown>) => {
  if (answer.ok) throw new Error(`expected a failure, got ${JSON.stringify(answer)}`);
  return answer.error;
};

describe('dispatch with hostile input', () => {
  it.each(hostile)(
    'refuses $what on $channel and never reaches the handler',
    async ({ channel, input, path }) => {
      const { handlers, spies } = spyHandlers();
      const error = failure(await dispatch(handlers, channel, input, silentLogger));
      expect(error.code).toBe('invalid_input');
      expect(error.issues?.map((issue) => issue.path)).toContain(path);
      for (const spy of spies.values()) expect(spy).not.toHaveBeenCalled();
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.prototype).not.toHaveProperty('closeToTray');
    },
  );

  it('keeps a 1 MB input out of the error it returns', async () => {
    const { handlers } = spyHandlers();
    const error = failure(await dispatch(handlers, 'settings:setApiKey', { apiKey: MB }, silentLogger));
    expect(JSON.stringify(error).length).toBeLessThan(2000);
  });

  it('never echoes a rejected key back in the error', async () => {
    const { handlers } = spyHandlers();
    const almostKey = 'sk-live secret-value-9f3a';
    const error = failure(
      await dispatch(handlers, 'settings:setApiKey', { apiKey: almostKey }, silentLogger),
    );
    expect(JSON.stringify(error)).not.toContain('secret-value');
  });

  it.each(['settings:steal', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'settings', ''])(
    'refuses the unknown channel %j',
    async (channel) => {
      const { handlers, spies } = spyHandlers();
      const error = failure(await dispatch(handlers, channel, {}, silentLogger));
      expect(error.code).toBe('invalid_input');
      for (const spy of spies.values()) expect(spy).not.toHaveBeenCalled();
    },
  );

  it('passes the parsed (trimmed) input to the handler of a valid call', async () => {
    const { handlers, spies } = spyHandlers();
    const answer = await dispatch(
      handlers,
      'settings:setApiKey',
      { apiKey: '  abcdefgh1234  ' },
      silentLogger,
    );
    expect(answer).toEqual(reachedHandler);
    expect(spies.get('settings:setApiKey')).toHaveBeenCalledWith({ apiKey: 'abcdefgh1234' });
  });

  it('turns a throwing handler into { code: internal } without the error text', async () => {
    const { handlers } = spyHandlers();
    handlers['settings:get'] = async () => {
      throw new Error('SQLITE_CORRUPT at /home/alice/.config/Folio Desk/cache.db');
    };
    const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const error = failure(await dispatch(handlers, 'settings:get', {}, log));
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('SQLITE');
    expect(error.message).not.toContain('alice');
    // The developer still learns what happened, in main's log.
    expect(log.error).toHaveBeenCalledWith(
      'ipc handler failed',
      expect.objectContaining({ channel: 'settings:get' }),
    );
  });
});

describe('registerIpc', () => {
  it('registers every contract channel exactly once and removes them all again', () => {
    const ipc = fakeIpcMain();
    const unregister = registerIpc(ipc, spyHandlers().handlers, silentLogger, trustAppFrame);
    expect([...ipc.registrations].sort()).toEqual([...channelNames].sort());
    expect(new Set(ipc.registrations).size).toBe(ipc.registrations.length);
    unregister();
    expect([...ipc.removed].sort()).toEqual([...channelNames].sort());
  });

  it('answers a trusted frame through the handler', async () => {
    const ipc = fakeIpcMain();
    const { handlers, spies } = spyHandlers();
    registerIpc(ipc, handlers, silentLogger, trustAppFrame);
    const answer = await ipc.invoke('settings:update', appFrame, { theme: 'dark' });
    expect(answer).toEqual(reachedHandler);
    expect(spies.get('settings:update')).toHaveBeenCalledWith({ theme: 'dark' });
  });

  it.each<[string, IpcEventLike]>([
    ['another page', { senderFrame: { url: 'https://evil.example/' } }],
    ['a frame without a URL', { senderFrame: null }],
    ['an event without a frame', {}],
  ])('refuses calls from %s', async (_what, event) => {
    const ipc = fakeIpcMain();
    const { handlers, spies } = spyHandlers();
    registerIpc(ipc, handlers, silentLogger, trustAppFrame);
    const answer = (await ipc.invoke('settings:setApiKey', event, {
      apiKey: 'abcdefgh1234',
    })) as Envelope<unknown>;
    expect(failure(answer).code).toBe('invalid_input');
    expect(spies.get('settings:setApiKey')).not.toHaveBeenCalled();
  });

  it('runs a hostile input from a trusted frame through the same validation', async () => {
    const ipc = fakeIpcMain();
    const { handlers, spies } = spyHandlers();
    registerIpc(ipc, handlers, silentLogger, trustAppFrame);
    const answer = (await ipc.invoke(
      'settings:update',
      appFrame,
      JSON.parse('{"__proto__": {"x": 1}}'),
    )) as Envelope<unknown>;
    expect(failure(answer).issues?.length).toBeGreaterThan(0);
    expect(spies.get('settings:update')).not.toHaveBeenCalled();
  });
});
