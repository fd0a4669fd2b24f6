import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditMeter } from '../../../src/shared/domain/credits';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { openDatabase } from '../../../src/main/cache/db';
import { createSettingsRepo } from '../../../src/main/cache/settings-repo';
import { silentLogger, systemClock } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { SecretStore } from '../../../src/main/secrets/secret-store';
import { createSandbox } from '../../../src/sandbox/app';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/server';
import { START, until } from '../data/harness';

// Live mode against the sandbox over real HTTP: the plan (and with it the request rate) is read from
// /usage/credits when the app starts and when the key is replaced, before the user opens Credits.

let sandbox: RunningSandbox;
let dir: string;
let secrets: SecretStore;
const apps: App[] = [];

beforeAll(async () => {
  sandbox = await serveSandbox(createSandbox({ seed: 7, now: START }), 0);
  dir = mkdtempSync(join(tmpdir(), 'folio-plan-'));
  secrets = createMemoryStore();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start() {
  const app = await createApp({
    fetch,
    secrets,
    dataDir: dir,
    log: silentLogger,
    apiBaseUrl: `${sandbox.url}/v1`,
  });
  apps.push(app);
  const pushed: CreditMeter[] = [];
  app.subscribe((event, payload) => {
    if (event === 'credits:changed') pushed.push(payload as CreditMeter);
  });
  const call = (channel: string, input: unknown = {}) => dispatch(app.handlers, channel, input, silentLogger);
  return { app, pushed, call };
}

const meterOf = (answer: Awaited<ReturnType<typeof dispatch>>): CreditMeter => {
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value as CreditMeter;
};

describe('the credit meter in live mode', () => {
  it('knows the Free plan and keeps to 2 requests/s after start-up, then Starter and 30/s for a Starter key', async () => {
    // The Free key is already stored (keychain and presence flag), as a previous run's Settings left it.
    await secrets.set('api-key', 'sandbox-free-key');
    const previous = openDatabase(join(dir, 'folio.db'), { log: silentLogger, clock: systemClock });
    createSettingsRepo(previous.db, silentLogger).setSecretPresent('api-key', true);
    previous.db.close();

    const { pushed, call } = await start();
    // The renderer's first question; no read of service data, no press of "Check with the service".
    expect(meterOf(await call('credits:meter')).reconciledAt).toBeNull();
    await until(() => pushed.some((m) => m.plan === 'FREE'), 'the Free plan from /usage/credits');
    const free = meterOf(await call('credits:meter'));
    expect(free).toMatchObject({ plan: 'FREE', totalCredits: 20_000, ratePerSecond: 2 });
    expect(free.reconciledAt).not.toBeNull();

    expect((await call('settings:setApiKey', { apiKey: 'sandbox-starter-key' })).ok).toBe(true);
    await until(() => pushed.some((m) => m.plan === 'STARTER'), 'the Starter plan after the key change');
    expect(meterOf(await call('credits:meter'))).toMatchObject({
      plan: 'STARTER',
      totalCredits: 1_000_000,
      ratePerSecond: 30,
    });
  });
});
