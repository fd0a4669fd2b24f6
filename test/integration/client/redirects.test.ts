import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkConnection } from '../../../src/main/connection/connection-check';
import { handlersAgainst } from './handlers-against';
import { startRecordingServer, type Arrived, type RecordingServer } from './recording-server';

// The service address answers with a redirect to another server on loopback. Nothing may reach that server: not
// the API key, not a write's body with an exchange's secret. The user is told where the redirect pointed (its
// origin only), and a write is reported as not done.

const API_KEY = 'live-api-key-redirect-9f3k2m';
const EXCHANGE = {
  apiKey: 'EXCHANGE-KEY-r7c1q0',
  apiSecret: 'EXCHANGE-SECRET-zq81hf',
  passphrase: 'PASS-77ab1x',
};

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

let other: RecordingServer;
let service: RecordingServer;
/** What the service address redirects, and with which status. */
let redirect: { status: number; path: string } | null = null;

const answer = (arrived: Arrived) => {
  const path = arrived.path.split('?')[0];
  if (redirect && path === redirect.path) {
    // A path and a query of its own: the message must name neither.
    const location = `${other.localhostUrl}/capture${redirect.path}?token=leak-me`;
    return { status: redirect.status, headers: { Location: location }, body: { moved: true } };
  }
  if (path === '/v1/exchange/support') return { status: 200, body: [kucoin] };
  return { status: 404, body: { message: 'not here' } };
};

beforeAll(async () => {
  other = await startRecordingServer(() => ({ status: 200, body: [kucoin] }));
  service = await startRecordingServer(answer);
});
afterAll(async () => {
  await service.close();
  await other.close();
});
afterEach(() => {
  redirect = null;
  other.arrivals.length = 0;
  service.arrivals.length = 0;
});

const refusal = () =>
  `The service address redirected to ${other.localhostUrl}; Folio Desk does not follow redirects, so nothing was sent there.`;

describe.each([301, 302, 303, 307, 308])('the service address answering %i', (status) => {
  it('a read sends nothing to where it points, is not retried, and says where it pointed', async () => {
    const app = handlersAgainst(`${service.url}/v1`, API_KEY);
    try {
      redirect = { status, path: '/v1/exchange/support' };
      const read = await app.handlers['manage:exchanges']({ refresh: true });

      expect(other.arrivals).toEqual([]);
      expect(service.arrivals.filter((a) => a.path.startsWith('/v1/exchange/support'))).toHaveLength(1);
      expect(read).toMatchObject({ ok: false, error: { code: 'redirected', message: refusal() } });
      expect(JSON.stringify(read)).not.toContain('leak-me');
      expect(JSON.stringify(read)).not.toContain('/capture');
    } finally {
      await app.close();
    }
  });

  it('an exchange connect sends neither the key nor the secrets there, and is reported as not done', async () => {
    const app = handlersAgainst(`${service.url}/v1`, API_KEY);
    try {
      redirect = { status, path: '/v1/portfolio/exchange' };
      const connected = await app.handlers['manage:connectExchange']({
        connectionId: 'kucoin',
        fields: EXCHANGE,
        name: 'My KuCoin',
      });

      expect(other.arrivals).toEqual([]);
      expect(service.arrivals.filter((a) => a.method === 'POST')).toHaveLength(1);
      expect(connected.ok).toBe(false);
      if (connected.ok) return;
      expect(connected.error.code).toBe('redirected');
      expect(connected.error.message).toMatch(/^Not done: connecting KuCoin was refused\./);
      expect(connected.error.message).toContain(refusal());
      const shown = JSON.stringify(connected);
      for (const secret of [API_KEY, ...Object.values(EXCHANGE), 'leak-me', '/capture']) {
        expect(shown).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });

  // The Settings check sends the key before any address is trusted: it must stop at a redirect as the client does.
  it('the connection check sends the key nowhere else and does not call the address good', async () => {
    redirect = { status, path: '/v1/usage/credits' };
    const check = await checkConnection({ fetch, now: () => 1_000 }, `${service.url}/v1`, API_KEY);

    expect(other.arrivals).toEqual([]);
    expect(service.arrivals.filter((a) => a.path === '/v1/usage/credits')).toHaveLength(1);
    expect(check.outcome.kind).not.toBe('ok');
    expect(JSON.stringify(check)).not.toContain(API_KEY);
  });
});
