import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../src/main/app';
import { silentLogger } from '../../../src/main/lib/effects';
import { createMemoryStore } from '../../../src/main/secrets/memory-store';
import { DEFAULT_SETTINGS } from '../../../src/main/cache/settings-repo';
import { channels } from '../../../src/shared/contract';

// The monthly credit budget kept in Settings: past it, a read that the threshold would let through asks first,
// and its preview says why. Over a real app in demo mode (the in-process sandbox answers, its meter is a
// simulated account's); the request journal shows what was sent.

const START = Date.UTC(2026, 10, 22, 9, 0, 0);
let now = START;
let dir: string;
let app: App;

beforeEach(async () => {
  now = START;
  dir = mkdtempSync(join(tmpdir(), 'folio-budget-'));
  app = await createApp({
    fetch: async () => {
      throw new Error('demo mode never reaches the network');
    },
    secrets: createMemoryStore(),
    dataDir: dir,
    log: silentLogger,
    clock: { now: () => now, sleep: async (ms) => void (now += ms) },
  });
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };
async function value<T>(answer: Promise<Answer<T>>): Promise<T> {
  const settled = await answer;
  if (!settled.ok) throw new Error(settled.error.message);
  return settled.value;
}
const journalLength = async () => (await value(app.handlers['credits:journal']({}))).length;
const used = async () => (await value(app.handlers['credits:reconcile']({}))).usedCredits;
const listCall = { channel: 'portfolio:list', input: {} };

describe('the monthly credit budget', () => {
  it('is unset by default, so the plan’s credits are the budget, and persists once set', async () => {
    expect(DEFAULT_SETTINGS.monthlyCreditBudget).toBeNull();
    expect((await value(app.handlers['settings:get']({}))).monthlyCreditBudget).toBeNull();
    await value(app.handlers['settings:update']({ monthlyCreditBudget: 5000 }));
    expect((await value(app.handlers['settings:get']({}))).monthlyCreditBudget).toBe(5000);
    await value(app.handlers['settings:update']({ monthlyCreditBudget: null }));
    expect((await value(app.handlers['settings:get']({}))).monthlyCreditBudget).toBeNull();
  });

  it('refuses a budget that is not a whole number of credits, saying which field', () => {
    // Every IPC input is parsed with its channel's schema before the handler runs (ipc/registry).
    for (const bad of [-1, 2.5, 'lots']) {
      const parsed = channels['settings:update'].input.safeParse({ monthlyCreditBudget: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['monthlyCreditBudget']);
    }
  });

  it('lets a cheap read through within the budget, without asking', async () => {
    const preview = await value(app.handlers['credits:preview'](listCall));
    expect(preview.credits).toBeGreaterThan(0);
    expect(preview.needsConfirmation).toBe(false);
    expect(preview.overBudget).toBeUndefined();
    expect((await app.handlers['portfolio:list']({})).ok).toBe(true);
  });

  it('past the budget, asks first for a read under the threshold, sends nothing until the yes, then sends it', async () => {
    // A budget already spent: the simulated account's use this month.
    await value(app.handlers['settings:update']({ monthlyCreditBudget: await used() }));
    const preview = await value(app.handlers['credits:preview'](listCall));
    expect(preview.credits).toBeLessThan(DEFAULT_SETTINGS.confirmThreshold);
    expect(preview.needsConfirmation).toBe(true);
    expect(preview.overBudget).toMatch(/left of this month's budget/);
    expect(preview.overBudgetSay).toMatchObject({
      id: 'credits.budget.pastLeft',
      values: { credits: preview.credits, n: String(preview.credits), left: 0, leftN: '0' },
    });

    const before = await journalLength();
    const refused = await app.handlers['portfolio:list']({});
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('confirmation_required');
      expect(refused.error.message).toMatch(/^Past your monthly budget: /);
      expect(refused.error.say).toEqual({
        id: 'errors.pastBudget',
        values: { stale: 'no' },
        reason: preview.overBudgetSay,
      });
    }
    expect(await journalLength()).toBe(before);

    const { confirmToken } = await value(app.handlers['credits:confirm'](listCall));
    expect((await app.handlers['portfolio:list']({ confirmToken } as never)).ok).toBe(true);
    expect(await journalLength()).toBeGreaterThan(before);
  });

  it('counts a read just charged when the next read checks the budget', async () => {
    // The checks of one turn share one look at the ledger (meter.ts): a charge in between must still count.
    const { credits } = await value(app.handlers['credits:preview'](listCall));
    await value(app.handlers['settings:update']({ monthlyCreditBudget: (await used()) + credits }));
    expect((await app.handlers['portfolio:list']({ refresh: true } as never)).ok).toBe(true);
    const next = await app.handlers['portfolio:list']({ refresh: true } as never);
    expect(next.ok ? 'sent' : next.error.code).toBe('confirmation_required');
  });

  it('a budget raised again lets the read through without asking', async () => {
    await value(app.handlers['settings:update']({ monthlyCreditBudget: await used() }));
    expect((await value(app.handlers['credits:preview'](listCall))).needsConfirmation).toBe(true);
    await value(app.handlers['settings:update']({ monthlyCreditBudget: null }));
    expect((await value(app.handlers['credits:preview'](listCall))).needsConfirmation).toBe(false);
  });
});
