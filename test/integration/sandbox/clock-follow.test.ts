// The sandbox clock following a real-time source (demo mode): it keeps pace with the source, manual advances add
// on top, and a reset starts again from the configured start.
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox/app';

const START = Date.parse('2026-12-01T09:00:00Z');

async function clockOf(sandbox: ReturnType<typeof createSandbox>, init?: { ms: number }): Promise<number> {
  const request = init
    ? new Request('http://sandbox.test/__sandbox/clock', { method: 'POST', body: JSON.stringify(init) })
    : new Request('http://sandbox.test/__sandbox/clock');
  const body = (await (await sandbox.fetch(request)).json()) as { now: number };
  return body.now;
}

describe('a sandbox clock that follows real time', () => {
  it('moves with its source and with manual advances', async () => {
    let real = 1_000_000;
    const sandbox = createSandbox({ seed: 3, now: START, followRealTime: () => real });
    expect(await clockOf(sandbox)).toBe(START);
    real += 4_000;
    expect(await clockOf(sandbox)).toBe(START + 4_000);
    expect(await clockOf(sandbox, { ms: 60_000 })).toBe(START + 64_000);
    real += 1_000;
    expect(await clockOf(sandbox)).toBe(START + 65_000);

    sandbox.reset();
    expect(await clockOf(sandbox)).toBe(START);
    real += 2_000;
    expect(await clockOf(sandbox)).toBe(START + 2_000);
  });

  it('stands still without a source', async () => {
    const sandbox = createSandbox({ seed: 3, now: START });
    expect(await clockOf(sandbox)).toBe(START);
    expect(await clockOf(sandbox)).toBe(START);
  });
});
