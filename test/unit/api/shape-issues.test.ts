import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../../src/main/api/http';
import { listOrResult } from '../../../src/main/api/schemas/common';
import { portfolioCoinsResponse } from '../../../src/main/api/schemas/portfolio';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { clientWith, json, valueSchema } from './http-helpers';

// What the user reads when an answer fails its schema: which answer, where, what was wrong, in words. zod folds a
// failed union (every list is one) into "(root): Invalid input", which said none of that.

const coinsRequest: ApiRequest = {
  method: 'GET',
  path: '/portfolio/coins',
  query: { portfolioId: 'p1', page: 1, limit: 100 },
  endpoint: 'GET /portfolio/coins',
};

async function messageFor(request: ApiRequest, schema: z.ZodType, body: unknown) {
  const { client } = clientWith([json(body, 200, { 'x-request-id': 'rid-9' })]);
  const result = await client.send(request, schema);
  if (result.ok) throw new Error('expected the answer to be refused');
  expect(result.error).toMatchObject({ code: 'bad_response', requestId: 'rid-9' });
  return result.error;
}

describe('an answer that fails its schema, said in words', () => {
  it('says no holding could be read, and why, when every row of portfolio coins fails', async () => {
    const error = await messageFor(coinsRequest, portfolioCoinsResponse, {
      result: [{ count: 1, price: { USD: 1, BTC: 0, ETH: 0 } }, { count: 'two' }],
    });
    expect(error.message).toBe(
      "The service's answer for portfolio coins (GET /portfolio/coins) did not match the documented shape: " +
        'no row could be read: all 2 rows failed (row 1, coin: missing (should be object)). ' +
        'Cached data is kept; try again later.',
    );
    expect(error.message).not.toMatch(/\(root\)|Invalid input/);
  });

  it('names the field and the row of a list sent bare or wrapped, from the branch that got furthest', async () => {
    const row = z.object({ id: z.string(), price: z.number() });
    const error = await messageFor(
      { method: 'GET', path: '/coins', endpoint: 'GET /coins' },
      listOrResult(row),
      [{ id: 'bitcoin', price: 'cheap' }],
    );
    expect(error.message).toContain(
      'answer for coins (GET /coins) did not match the documented shape: row 1, price: expected number, received string.',
    );
    expect(error.issues).toEqual([{ path: '0.price', message: 'expected number, received string' }]);
  });

  it('names a missing field of a single answer, and counts what it does not list', async () => {
    const four = z.object({ a: z.number(), b: z.number(), c: z.number(), d: z.number() });
    const single = await messageFor(
      { method: 'GET', path: '/portfolio/value', endpoint: 'GET /portfolio/value' },
      valueSchema,
      { total: 3 },
    );
    expect(single.message).toContain(
      'portfolio value (GET /portfolio/value) did not match the documented shape: totalValue: missing (should be number).',
    );
    const many = await messageFor(
      { method: 'GET', path: '/portfolio/value', endpoint: 'GET /portfolio/value' },
      four,
      {},
    );
    expect(many.message).toContain(
      'a: missing (should be number); b: missing (should be number); c: missing (should be number); and 1 more.',
    );
  });

  it('tells a German user in German which answer could not be read, keeping the English issues for the log', async () => {
    const { t } = await loadTranslator('de');
    const error = await messageFor(coinsRequest, portfolioCoinsResponse, { result: [{ count: 'two' }] });
    if (!error.say) throw new Error('no say on the unreadable answer');
    expect(t(error.say.id, error.say.values)).toBe(
      'Die Antwort des Dienstes auf GET /portfolio/coins entsprach nicht der dokumentierten Form. ' +
        'Die zwischengespeicherten Daten bleiben erhalten; versuchen Sie es später erneut.',
    );
    expect(error.message).toMatch(/^The service's answer for portfolio coins/);
    const { client } = clientWith([new Response('<!DOCTYPE html><p>oops</p>', { status: 200 })]);
    const page = await client.send(coinsRequest, portfolioCoinsResponse);
    if (page.ok || !page.error.say) throw new Error('no say on the web page');
    expect(t(page.error.say.id, page.error.say.values)).toMatch(
      /^Der Dienst hat auf GET \/portfolio\/coins mit einer Webseite/,
    );
    const english = await loadTranslator('en');
    expect(english.t(page.error.say.id, page.error.say.values)).toBe(page.error.message);
  });
});
