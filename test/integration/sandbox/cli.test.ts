// The CLI: `npm run sandbox -- --port 0 --seed N` prints the listening line and serves; --help documents the
// flags, accounts, share tokens and control endpoints.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';

const LINE = /^sandbox listening on http:\/\/127\.0\.0\.1:(\d+)$/m;

/** Through the package script, as a user runs it; in its own process group so the whole tree can be stopped. */
function runScript(args: string[]): ChildProcess {
  return spawn('npm', ['run', 'sandbox', '--', ...args], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

function run(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts', ...args], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

function output(child: ChildProcess, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (until.test(text)) resolve(text);
    });
    child.once('exit', (code) =>
      until.test(text) ? resolve(text) : reject(new Error(`exited ${code}: ${text}`)),
    );
  });
}

describe('sandbox CLI', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child?.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });

  it('prints exactly the listening line and serves the API there', async () => {
    child = runScript(['--port', '0', '--seed', '42']);
    const text = await output(child, LINE);
    // npm prints its own "> folio-desk sandbox" banner first; the sandbox's line is exactly the listening line.
    expect(text.split('\n').filter((line) => line.startsWith('sandbox'))).toEqual([
      expect.stringMatching(LINE),
    ]);
    const port = LINE.exec(text)?.[1];
    const res = await fetch(`http://127.0.0.1:${port}/v1/usage/credits`, {
      headers: { 'X-API-KEY': 'sandbox-starter-key' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { subscription: string }).subscription).toBe('STARTER');
  });

  it('runs its clock in real time from now, so a client polling /wallet/status sees the sync finish', async () => {
    child = runScript(['--port', '0', '--seed', '42']);
    const port = LINE.exec(await output(child, LINE))?.[1];
    const base = `http://127.0.0.1:${port}`;
    const clock = (await (await fetch(`${base}/__sandbox/clock`)).json()) as { now: number };
    expect(Math.abs(clock.now - Date.now())).toBeLessThan(60_000);

    const wallet = 'address=0x52908400098527886E0F7030069857D2E4169EE7&connectionId=ethereum';
    const headers = { 'X-API-KEY': 'sandbox-starter-key' };
    const sync = await fetch(`${base}/v1/wallet/transactions?${wallet}`, { method: 'PATCH', headers });
    expect(await sync.json()).toEqual({ status: 'syncing' });
    // A sync lasts 3 to 8 s of sandbox time; poll as a client does, a little longer than that at most.
    let status = 'syncing';
    for (let poll = 0; poll < 20 && status === 'syncing'; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const res = await fetch(`${base}/v1/wallet/status?${wallet}`, { headers });
      status = ((await res.json()) as { status: string }).status;
    }
    expect(status).toBe('synced');
    expect((await fetch(`${base}/v1/wallet/transactions?${wallet}`, { headers })).status).toBe(200);
  }, 30_000);

  it('stands still with --manual-clock and starts where --start says', async () => {
    child = run(['--port', '0', '--manual-clock', '--start', '2026-12-01T09:00:00Z']);
    const port = LINE.exec(await output(child, LINE))?.[1];
    const read = async () =>
      ((await (await fetch(`http://127.0.0.1:${port}/__sandbox/clock`)).json()) as { iso: string }).iso;
    expect(await read()).toBe('2026-12-01T09:00:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await read()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('speaks x402 version 1 on the gateway with --x402-version 1: the challenge is the body', async () => {
    child = run(['--port', '0', '--x402-version', '1']);
    const port = LINE.exec(await output(child, LINE))?.[1];
    const res = await fetch(`http://127.0.0.1:${port}/gateway/coins/bitcoin`);
    expect(res.status).toBe(402);
    expect(res.headers.has('payment-required')).toBe(false);
    expect(await res.json()).toMatchObject({
      x402Version: 1,
      accepts: [{ scheme: 'exact', network: 'base', maxAmountRequired: '1000' }],
    });
  });

  it('documents flags, accounts, share tokens and control endpoints in --help', async () => {
    child = run(['--help']);
    const text = await output(child, /GET\s+\/__sandbox\/state/);
    for (const expected of [
      '--port',
      '--seed',
      '--start',
      '--manual-clock',
      '--x402-version',
      'X-PAYMENT-RESPONSE',
      'sandbox-free-key',
      'sandbox-premium-token',
      'sandbox-share-locked',
      '2468',
      'POST   /__sandbox/reset',
      'POST   /__sandbox/clock',
      'POST   /__sandbox/faults',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    ['--port', 'abc'],
    ['--start', 'yesterday'],
    ['--x402-version', '3'],
  ])('refuses a malformed flag %s %s', async (...args) => {
    child = run(args);
    const code = await new Promise<number | null>((resolve) => child?.once('exit', resolve));
    expect(code).toBe(1);
  });
});
