import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { dispatch } from '../../../src/main/ipc/registry';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import type { ImportPlan, ImportStatus } from '../../../src/shared/import/types';
import { TRADE_COLUMNS } from '../../support/import-file';

// Quitting while an import runs: the row under way finishes, the import is left paused, and the next start says
// why and how to go on.

const dir = mkdtempSync(join(tmpdir(), 'folio-import-close-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const open = () =>
  createApp({
    fetch: () => Promise.reject(new Error('live fetch must not be used in demo mode')),
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
  });
const value = async <T>(app: App, channel: string, input: unknown): Promise<T> => {
  const answer = await dispatch(app.handlers, channel, input, silentLogger);
  if (!answer.ok) throw new Error(`${channel}: ${answer.error.message}`);
  return answer.value as T;
};

it('leaves an import paused when the app is closed, and says so at the next start', async () => {
  const first = await open();
  const portfolios = await value<{ portfolioId: string; portfolioType?: string }[]>(
    first,
    'portfolio:list',
    {},
  );
  const manual = portfolios.find((p) => p.portfolioType === 'manual')?.portfolioId;
  expect(manual).toBeTruthy();
  const lines = Array.from(
    { length: 300 },
    (_, i) =>
      `2024-03-${String(1 + (i % 28)).padStart(2, '0')},ethereum,buy,${(i + 1) / 100},${2000 + i},q${i}`,
  );
  const plan = await value<ImportPlan>(first, 'import:plan', {
    portfolioId: manual,
    currency: 'USD',
    fileName: 'trades.csv',
    text: ['date,coin,side,amount,price,note', ...lines].join('\n'),
    mapping: TRADE_COLUMNS,
  });
  await value(first, 'import:start', { jobId: plan.jobId });
  await first.close();

  const second = await open();
  try {
    const status = await value<ImportStatus>(second, 'import:status', { jobId: plan.jobId });
    expect(status.state).toBe('paused');
    expect(status.sent).toBeLessThan(300);
    expect(status.stopReason).toBe('Folio Desk was closed; resume to go on.');
  } finally {
    await second.close();
  }
});
