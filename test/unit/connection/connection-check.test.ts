import { describe, expect, it } from 'vitest';
import { checkConnection } from '../../../src/main/connection/connection-check';
import type { FetchLike } from '../../../src/main/lib/effects';

// The check against scripted answers per URL: what it asks, in which order, and what it concludes.

const KEY = 'sk-unit-check-5e1f9a';
const credits = (plan: string) =>
  Response.json({ totalCredits: 20_000, usedCredits: 500, remainingCredits: 19_500, subscription: plan });
const status = (code: number) => Response.json({ statusCode: code, message: 'x' }, { status: code });

/** A system error as undici reports it: TypeError('fetch failed') with the cause carrying the code. */
const fetchFailed = (code: string, message: string) =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(message), { code }) });

function scripted(answers: Record<string, () => Response | Error>) {
  const asked: { url: string; key: string | null }[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = String(input);
    asked.push({ url, key: new Headers(init?.headers).get('x-api-key') });
    const answer = answers[url]?.() ?? status(404);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, asked };
}

const run = (fetch: FetchLike, address: string) => checkConnection({ fetch, now: () => 1_000 }, address, KEY);

describe('the connection check', () => {
  it('reads the plan and credits left at the address as given', async () => {
    const { fetch, asked } = scripted({ 'https://api.test/usage/credits': () => credits('PRO') });
    const check = await run(fetch, 'https://api.test');
    expect(check).toEqual({
      address: 'https://api.test',
      learnedFrom: null,
      outcome: { kind: 'ok', plan: 'PRO', creditsLeft: 19_500, creditsTotal: 20_000 },
      checkedAt: 1_000,
    });
    expect(asked).toEqual([{ url: 'https://api.test/usage/credits', key: KEY }]);
  });

  it('tries the form with /v1 once after a 404, and keeps the one that answered', async () => {
    const { fetch, asked } = scripted({ 'https://api.test/v1/usage/credits': () => credits('DEGEN') });
    const check = await run(fetch, 'https://api.test');
    expect(check.address).toBe('https://api.test/v1');
    expect(check.learnedFrom).toBe('https://api.test');
    expect(check.outcome).toMatchObject({ kind: 'ok', plan: 'DEGEN' });
    expect(asked.map((a) => a.url)).toEqual([
      'https://api.test/usage/credits',
      'https://api.test/v1/usage/credits',
    ]);
  });

  it('tries the form without /v1 when the address has it', async () => {
    const { fetch } = scripted({ 'http://127.0.0.1:9/usage/credits': () => credits('FREE') });
    const check = await run(fetch, 'http://127.0.0.1:9/v1');
    expect(check.address).toBe('http://127.0.0.1:9');
    expect(check.learnedFrom).toBe('http://127.0.0.1:9/v1');
  });

  it('hands the credit meter the figures of an answer that has them all, and makes none up', async () => {
    const seen: unknown[] = [];
    const full = scripted({ 'https://api.test/usage/credits': () => credits('PRO') });
    await checkConnection(
      { fetch: full.fetch, now: () => 1_000, seen: (u) => seen.push(u) },
      'https://api.test',
      KEY,
    );
    expect(seen).toEqual([
      { plan: 'PRO', totalCredits: 20_000, usedCredits: 500, remainingCredits: 19_500, fetchedAt: 1_000 },
    ]);
    const partial = scripted({
      'https://api.test/usage/credits': () =>
        Response.json({ totalCredits: 20_000, remainingCredits: 19_500, subscription: 'PRO' }),
    });
    const check = await checkConnection(
      { fetch: partial.fetch, now: () => 2_000, seen: (u) => seen.push(u) },
      'https://api.test',
      KEY,
    );
    // Settings still shows the plan; the meter waits for its own complete reading.
    expect(check.outcome).toMatchObject({ kind: 'ok', plan: 'PRO' });
    expect(seen).toHaveLength(1);
  });

  it('learns the form from a 401 too (the API is there), and says the key was refused', async () => {
    const { fetch } = scripted({ 'https://api.test/v1/usage/credits': () => status(401) });
    const check = await run(fetch, 'https://api.test');
    expect(check).toMatchObject({
      address: 'https://api.test/v1',
      outcome: { kind: 'refused', status: 401 },
    });
  });

  it('says no API is there when both forms answer 404, naming the address given, and asks no third time', async () => {
    const { fetch, asked } = scripted({});
    const check = await run(fetch, 'https://api.test');
    expect(check).toMatchObject({
      address: 'https://api.test',
      learnedFrom: null,
      outcome: { kind: 'not-found' },
    });
    expect(asked).toHaveLength(2);
  });

  it('does not try the other form after a 401, a network failure or a TLS failure', async () => {
    for (const answer of [
      () => status(401),
      () => fetchFailed('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9'),
      () => fetchFailed('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate'),
    ]) {
      const { fetch, asked } = scripted({ 'https://api.test/usage/credits': answer });
      await run(fetch, 'https://api.test');
      expect(asked).toHaveLength(1);
    }
  });

  it('says the service is there and busy on a 429, not that the address is wrong, and asks no other form', async () => {
    const { fetch, asked } = scripted({ 'https://api.test/usage/credits': () => status(429) });
    const check = await run(fetch, 'https://api.test');
    expect(check.outcome).toEqual({ kind: 'busy', status: 429 });
    expect(asked).toHaveLength(1);
  });

  it('tells a certificate problem from a connection problem', async () => {
    const tls = scripted({
      'https://api.test/usage/credits': () =>
        fetchFailed('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate'),
    });
    expect((await run(tls.fetch, 'https://api.test')).outcome).toEqual({
      kind: 'tls',
      detail: 'its certificate is self-signed',
    });
    const expired = scripted({
      'https://api.test/usage/credits': () => fetchFailed('CERT_HAS_EXPIRED', 'certificate has expired'),
    });
    expect((await run(expired.fetch, 'https://api.test')).outcome).toMatchObject({ kind: 'tls' });
    const electron = scripted({
      'https://api.test/usage/credits': () => new Error('net::ERR_CERT_AUTHORITY_INVALID'),
    });
    expect((await run(electron.fetch, 'https://api.test')).outcome).toEqual({
      kind: 'tls',
      detail: 'ERR_CERT_AUTHORITY_INVALID',
    });
    const refused = scripted({
      'https://api.test/usage/credits': () => fetchFailed('ECONNREFUSED', 'connect ECONNREFUSED'),
    });
    expect((await run(refused.fetch, 'https://api.test')).outcome).toEqual({
      kind: 'network',
      detail: 'nothing accepts connections there (connection refused)',
    });
    const unknownHost = scripted({
      'https://api.test/usage/credits': () => fetchFailed('ENOTFOUND', 'getaddrinfo ENOTFOUND api.test'),
    });
    expect((await run(unknownHost.fetch, 'https://api.test')).outcome).toEqual({
      kind: 'network',
      detail: 'the host name is unknown',
    });
  });

  it('shows a plan it does not know as itself', async () => {
    const { fetch } = scripted({ 'https://api.test/usage/credits': () => credits('ENTERPRISE_PLUS_2027') });
    expect((await run(fetch, 'https://api.test')).outcome).toMatchObject({ plan: 'ENTERPRISE_PLUS_2027' });
  });

  it('calls an answer without the plan and credits unexpected, not a success', async () => {
    const { fetch } = scripted({ 'https://api.test/usage/credits': () => new Response('<html>hi</html>') });
    expect((await run(fetch, 'https://api.test')).outcome).toEqual({
      kind: 'unexpected',
      status: 200,
      detail: 'the answer has no plan and credits',
    });
    const failing = scripted({ 'https://api.test/usage/credits': () => status(500) });
    expect((await run(failing.fetch, 'https://api.test')).outcome).toMatchObject({
      kind: 'unexpected',
      status: 500,
    });
  });

  it('gives up after its time limit and says so', async () => {
    const fetch: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const check = await checkConnection({ fetch, now: () => 0, timeoutMs: 50 }, 'https://api.test', KEY);
    expect(check.outcome).toEqual({ kind: 'network', detail: 'no answer within 0 s' });
  });

  it('never puts the key in what it returns', async () => {
    const { fetch } = scripted({
      'https://api.test/usage/credits': () => fetchFailed('EWEIRD', `odd failure ${KEY}`),
    });
    expect(JSON.stringify(await run(fetch, 'https://api.test'))).not.toContain(KEY);
  });
});
