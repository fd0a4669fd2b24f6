import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlersAgainst } from './handlers-against';
import { startRecordingServer, type Answer, type Arrived, type RecordingServer } from './recording-server';

// How a write refused by the service is reported, through the IPC handler and the real client over HTTP: a 429 is
// not sent again and says the wait the service asked for; a refused exchange connect quotes none of the service's
// words (they may repeat a secret in any form) but gives the status and the request id.

const API_KEY = 'live-api-key-writes-5h2k8p';
const SECRET = 'ExchSecret-q8Zt41LmXw09';

const kucoin = {
  connectionId: 'kucoin',
  name: 'KuCoin',
  icon: null,
  connectionFields: [
    { key: 'apiKey', name: 'API Key' },
    { key: 'apiSecret', name: 'API Secret' },
    { key: 'passphrase', name: 'API Passphrase' },
  ],
};

let service: RecordingServer;
/** What the service answers a write with. */
let writeAnswer: Answer = { status: 500 };

beforeAll(async () => {
  service = await startRecordingServer((arrived: Arrived) => {
    const path = arrived.path.split('?')[0];
    if (arrived.method === 'POST') return writeAnswer;
    if (path === '/v1/exchange/support') return { status: 200, body: [kucoin] };
    return { status: 404, body: { message: 'not here' } };
  });
});
afterAll(() => service.close());
afterEach(() => {
  service.arrivals.length = 0;
});

const posts = () => service.arrivals.filter((a) => a.method === 'POST');

describe('a write answered 429', () => {
  it('is sent once, reported as not done, and names the wait the service asked for', async () => {
    const app = handlersAgainst(`${service.url}/v1`, API_KEY);
    try {
      writeAnswer = { status: 429, headers: { 'Retry-After': '7' }, body: { message: 'Too Many Requests' } };
      const added = await app.handlers['manage:addTransaction']({
        portfolioId: 'manual-1',
        kind: 'buy',
        coinId: 'solana',
        amount: 3,
        price: 100,
        currency: 'USD',
        date: Date.now() - 86_400_000,
      });

      expect(posts()).toHaveLength(1);
      expect(added.ok).toBe(false);
      if (added.ok) return;
      expect(added.error.code).toBe('rate_limited');
      expect(added.error.message).toMatch(/^Not done: /);
      expect(added.error.message).toContain('did not send it again');
      expect(added.error.message).toContain('wait 7 s');
    } finally {
      await app.close();
    }
  });
});

const b64 = (text: string) => Buffer.from(text).toString('base64');
const echoes: [string, string][] = [
  ['exact', SECRET],
  ['uppercased', SECRET.toUpperCase()],
  ['percent-encoded', encodeURIComponent(`${SECRET}/+=`).replace(/-/g, '%2D')],
  ['a truncated prefix', SECRET.slice(0, 12)],
  ['base64', b64(SECRET)],
  ['base64url', b64(SECRET).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')],
];

/** A KuCoin connect carrying SECRET, as the dialog sends it. */
const connectKucoin = (app: ReturnType<typeof handlersAgainst>) =>
  app.handlers['manage:connectExchange']({
    connectionId: 'kucoin',
    fields: { apiKey: 'ExchKey-7c1qR0aa', apiSecret: SECRET, passphrase: 'Phrase-77abQ1x' },
  });

describe.each(echoes)('an exchange connect refused with the secret echoed %s', (_form, echo) => {
  it('keeps the echo out of the answer and gives the status and the request id', async () => {
    const app = handlersAgainst(`${service.url}/v1`, API_KEY);
    try {
      writeAnswer = {
        status: 400,
        body: { statusCode: 400, message: `Invalid apiSecret '${echo}'`, requestId: 'req-abc123' },
      };
      const connected = await connectKucoin(app);

      expect(posts()).toHaveLength(1);
      expect(connected.ok).toBe(false);
      if (connected.ok) return;
      expect(JSON.stringify(connected)).not.toContain(echo);
      expect(JSON.stringify(connected).toLowerCase()).not.toContain(SECRET.slice(0, 8).toLowerCase());
      expect(connected.error).toMatchObject({ code: 'invalid_input', status: 400, requestId: 'req-abc123' });
      expect(connected.error.message).toMatch(/^Not done: connecting KuCoin was refused\./);
      expect(connected.error.message).toContain('(400, request req-abc123)');
    } finally {
      await app.close();
    }
  });
});

describe('an exchange connect refused with a request id that repeats the secret', () => {
  it('gives no request id rather than the secret', async () => {
    const app = handlersAgainst(`${service.url}/v1`, API_KEY);
    try {
      writeAnswer = {
        status: 400,
        headers: { 'X-Request-Id': `req-${SECRET}` },
        body: { statusCode: 400, message: 'Invalid apiSecret' },
      };
      const connected = await connectKucoin(app);

      expect(posts()).toHaveLength(1);
      expect(connected.ok).toBe(false);
      if (connected.ok) return;
      expect(connected.error).toMatchObject({ code: 'invalid_input', status: 400 });
      expect(JSON.stringify(connected)).not.toContain(SECRET);
    } finally {
      await app.close();
    }
  });
});
