// Share tokens in every documented form (service docs, portfolio pages): the `sharetoken` header or the
// `shareToken` query parameter, the passcode as header or query. Each form reads the shared portfolio, and each
// refuses an unknown, free-owner or passcode-less token: none falls back to the caller's own portfolios.
import { describe, expect, it } from 'vitest';
import { KEYS, useServer } from './harness';

interface Value {
  totalValue: number;
}

type Form = 'header' | 'query';

/** The path and headers of a read with `token` (and `passcode`) sent in the given forms. */
function shared(path: string, token: string, form: Form, passcode?: { value: string; form: Form }) {
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  if (form === 'header') headers.sharetoken = token;
  else query.set('shareToken', token);
  if (passcode?.form === 'header') headers.passcode = passcode.value;
  if (passcode?.form === 'query') query.set('passcode', passcode.value);
  const joiner = path.includes('?') ? '&' : '?';
  return { path: query.size > 0 ? `${path}${joiner}${query.toString()}` : path, headers };
}

describe('sandbox share tokens', () => {
  const server = useServer();

  async function read(path: string, token: string, form: Form, passcode?: { value: string; form: Form }) {
    const request = shared(path, token, form, passcode);
    // A Starter caller: its own portfolios differ from the premium owner's, so a fallback would show.
    return server.api<Value>(request.path, { key: KEYS.starter, headers: request.headers });
  }

  it.each(['header', 'query'] as const)('reads the shared portfolio from the %s form', async (form) => {
    const byHeader = await read('/portfolio/value', 'sandbox-share-premium', 'header');
    const reply = await read('/portfolio/value', 'sandbox-share-premium', form);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(byHeader.body);
    const own = await server.api<Value>('/portfolio/value', { key: KEYS.starter });
    expect(reply.body.totalValue).not.toBe(own.body.totalValue);
  });

  it.each(['header', 'query'] as const)(
    'refuses an unknown, a free-owner and a passcode-less token in the %s form',
    async (form) => {
      for (const path of ['/portfolio/value', '/portfolio/coins', '/portfolio/chart?type=1w']) {
        expect((await read(path, 'sandbox-share-unknown', form)).status).toBe(404);
        expect((await read(path, 'sandbox-share-free', form)).status).toBe(403);
        const locked = await read(path, 'sandbox-share-locked', form);
        expect(locked.status).toBe(403);
        expect(locked.body).toMatchObject({ message: expect.stringMatching(/passcode/i) });
      }
      const transactions = await read('/portfolio/transactions?currency=USD', 'sandbox-share-free', form);
      expect(transactions.status).toBe(403);
    },
  );

  it.each([
    ['header', 'header'],
    ['header', 'query'],
    ['query', 'header'],
    ['query', 'query'],
  ] as const)('opens a locked token sent as %s with its passcode as %s', async (tokenForm, passForm) => {
    const right = await read('/portfolio/value', 'sandbox-share-locked', tokenForm, {
      value: '2468',
      form: passForm,
    });
    expect(right.status).toBe(200);
    const wrong = await read('/portfolio/value', 'sandbox-share-locked', tokenForm, {
      value: '1111',
      form: passForm,
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ message: 'Invalid passcode' });
  });

  it('refuses a lowercase sharetoken query, which would otherwise read the caller’s own portfolios', async () => {
    const reply = await server.api('/portfolio/value?sharetoken=sandbox-share-premium', {
      key: KEYS.starter,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: expect.stringContaining('shareToken') });
  });

  it('refuses a header and a query token that disagree, and a token with a portfolioId', async () => {
    const mixed = await server.api('/portfolio/value?shareToken=sandbox-share-locked', {
      key: KEYS.starter,
      headers: { sharetoken: 'sandbox-share-premium' },
    });
    expect(mixed.status).toBe(400);
    const same = await server.api('/portfolio/value?shareToken=sandbox-share-premium', {
      key: KEYS.starter,
      headers: { sharetoken: 'sandbox-share-premium' },
    });
    expect(same.status).toBe(200);
    const withId = await server.api('/portfolio/value?shareToken=sandbox-share-premium&portfolioId=abc', {
      key: KEYS.starter,
    });
    expect(withId.status).toBe(400);
  });
});
