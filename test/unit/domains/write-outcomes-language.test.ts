import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TransactionDraft } from '../../../src/shared/contract/manage';
import type { AppError, Say } from '../../../src/shared/envelope';
import { loadTranslator } from '../../../src/shared/i18n/load';
import { sayText } from '../../../src/shared/i18n/say';
import { staticAuth } from '../../../src/main/api/auth';
import { GatewayRefusal } from '../../../src/main/api/refusal';
import { openDatabase } from '../../../src/main/cache/db';
import { createSpendGuard } from '../../../src/main/credits/spend-guard';
import type { DomainDeps } from '../../../src/main/domains/deps';
import { portfolioWriteHandlers } from '../../../src/main/domains/manage-portfolios';
import { transactionHandlers } from '../../../src/main/domains/manage-transactions';
import { routeToGateway } from '../../../src/main/gateway/gateway-route';
import { createReads } from '../../../src/main/reads';
import { createDataSession, type DataSession } from '../../../src/main/mode/data-session';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { fakeClock } from '../api/fake-clock';
import { json, memoryLog } from '../api/http-helpers';

// What main says about a write, and the gateway's refusals, reach a German user in German: each sentence whole,
// the thing written (a buy of 2 solana) said inside it, never an English noun glued in. Main's English stays.

const NOW = Date.UTC(2026, 10, 20, 12);
type Route = (request: Request) => Response | Promise<Response>;

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function setup(route: Route) {
  const dir = mkdtempSync(join(tmpdir(), 'folio-outcomes-'));
  dirs.push(dir);
  const clock = fakeClock(NOW);
  const { log } = memoryLog();
  const { db } = openDatabase(join(dir, 'cache.db'), { log, clock });
  const session: DataSession = createDataSession({
    mode: 'live',
    db,
    fetch: async (input, init) => route(new Request(input, init)),
    baseUrl: 'https://api.example.test',
    auth: staticAuth('unit-test-api-key-1234'),
    clock,
    log,
    emit: () => {},
    random: () => 0.5,
    reconcileDelayMs: 3_600_000,
  });
  const deps: DomainDeps = {
    session: () => session,
    secrets: createMemoryStore(),
    clock,
    guard: createSpendGuard({ clock, threshold: () => 1000 }),
    emit: () => {},
    log,
    baseCurrency: () => 'USD',
  };
  const handlers = { ...transactionHandlers(deps), ...portfolioWriteHandlers(deps, createReads(deps)) };
  return { handlers, session, close: () => db.close() };
}

const draft: TransactionDraft = {
  portfolioId: 'p-manual',
  kind: 'buy',
  coinId: 'solana',
  amount: 2,
  price: 150,
  currency: 'USD',
  date: NOW - 86_400_000,
};

const empty = () => json({ data: [], meta: { page: 1, limit: 100 } });

async function german(say: Say | undefined): Promise<string> {
  expect(say).toBeDefined();
  return sayText((await loadTranslator('de')).t, say!);
}

const errorOf = (answer: { ok: true } | { ok: false; error: AppError }): AppError => {
  if (answer.ok) throw new Error('expected a refusal');
  return answer.error;
};

describe('a write said in German', () => {
  it('offline: the whole "not sent" sentence, naming the buy inside it; English unchanged', async () => {
    let up = false;
    const { handlers, session, close } = setup(() =>
      up ? empty() : Promise.reject(new TypeError('connect ECONNREFUSED')),
    );
    const probe = {
      method: 'GET' as const,
      path: '/portfolio/list',
      endpoint: 'GET /portfolio/list' as const,
    };
    await session.client.send(probe, z.unknown());
    const error = errorOf(await handlers['manage:addTransaction'](draft));
    up = true;
    close();
    expect(error.message).toBe(
      'Not sent: the service is unreachable, so the buy of 2 solana did not happen. Nothing is queued; what you ' +
        'entered is kept, try again when the service is back.',
    );
    expect(await german(error.say)).toBe(
      'Nicht gesendet: Der Dienst ist nicht erreichbar, daher ist der Kauf von 2 solana nicht erfolgt. Nichts ' +
        'wird vorgemerkt; Ihre Eingaben bleiben erhalten, versuchen Sie es erneut, sobald der Dienst wieder ' +
        'erreichbar ist.',
    );
  });

  it("a refusal: the service's words as its reason, inside the German sentence", async () => {
    const { handlers, close } = setup(() => json({ statusCode: 400, message: 'Cannot sell 9 solana' }, 400));
    const error = errorOf(await handlers['manage:addTransaction']({ ...draft, kind: 'sell' }));
    close();
    expect(error.message).toMatch(/^Not done: the sale of 2 solana was refused\. .*Cannot sell 9 solana/);
    expect(await german(error.say)).toMatch(
      /^Nicht ausgeführt: Der Verkauf von 2 solana wurde abgelehnt\. .*Cannot sell 9 solana/,
    );
  });

  it('an answer lost on the way and not found again: the German outcome', async () => {
    const { handlers, close } = setup((request) =>
      request.method === 'POST' ? json({ statusCode: 504, message: 'timeout' }, 504) : empty(),
    );
    const answer = await handlers['manage:addTransaction'](draft);
    close();
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.value.state).toBe('not-found');
    expect(await german(answer.value.say)).toBe(
      'Der Kauf von 2 solana ist wahrscheinlich nicht erfolgt: es kam keine Antwort rechtzeitig, und beim ' +
        'erneuten Lesen des Portfolios fand sich nichts davon. Es wurde nichts wiederholt; versuchen Sie es ' +
        'erneut, wenn Sie es weiterhin möchten.',
    );
  });

  it('an exchange field left empty: named in German, plural by the count', async () => {
    const support = [
      {
        connectionId: 'kucoin',
        name: 'KuCoin',
        connectionFields: [
          { key: 'apiKey', name: 'API Key' },
          { key: 'passphrase', name: 'API Passphrase' },
        ],
      },
    ];
    const { handlers, close } = setup(() => json(support));
    const error = errorOf(await handlers['manage:connectExchange']({ connectionId: 'kucoin', fields: {} }));
    close();
    expect(error.message).toBe('Not sent: API Key, API Passphrase are required.');
    expect(await german(error.say)).toBe(
      'Nicht gesendet: Die Felder API Key, API Passphrase sind erforderlich.',
    );
  });
});

describe("the gateway route's refusals said in German", () => {
  const gateway = 'https://gateway.example.test/v1';
  const refusal = (method: string, path: string, headers: Record<string, string> = {}): AppError => {
    try {
      routeToGateway({ method, url: `${gateway}${path}`, headers: new Headers(headers) }, gateway);
    } catch (error) {
      if (error instanceof GatewayRefusal) return error.appError;
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it('a write, and an own portfolio, each as one German sentence with the key route advice', async () => {
    const write = refusal('POST', '/portfolio/transaction');
    expect(write.message).toMatch(/^The pay-per-request gateway only reads data, so it cannot POST/);
    expect(await german(write.say)).toBe(
      'Das Pay-per-Request-Gateway liest nur Daten, daher kann es kein POST /portfolio/transaction ' +
        'ausführen. Fügen Sie Ihren API-Schlüssel in den Einstellungen hinzu und stellen Sie den Zugangsweg ' +
        'auf den Schlüssel um, um es zu lesen.',
    );
    const own = refusal('GET', '/portfolio/coins');
    expect(await german(own.say)).toMatch(/^Das Pay-per-Request-Gateway liest nur geteilte Portfolios/);
  });
});
