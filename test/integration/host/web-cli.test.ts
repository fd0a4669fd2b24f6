import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, outDir } from '../../support/build-output';

const web = (...args: string[]) =>
  spawnSync(process.execPath, [join(outDir, 'main/web.js'), ...args], { encoding: 'utf8', timeout: 20_000 });

beforeAll(() => ensureBuilt());

describe('node out/main/web.js (npm run web)', () => {
  it('explains its flags with --help and starts nothing', () => {
    const run = web('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('--port N');
    expect(run.stdout).toContain('--data-dir DIR');
    expect(run.stdout).toMatch(
      /--gateway-base-url URL .*https, or\s+http on 127\.0\.0\.1, ::1 or localhost only/s,
    );
    expect(run.stdout).not.toContain('web host: open');
  });

  it.each([
    [['--port', 'eighty'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be a whole number/],
    [['--colour'], /Unknown option '--colour'/],
    // A gateway receives signed payments and the session cookie: plain http only on this computer.
    [
      ['--gateway-base-url', 'http://x402.example.com'],
      /--gateway-base-url: The address must use https:\/\//,
    ],
    [
      ['--gateway-base-url', 'http://192.168.1.10:8787/gateway'],
      /--gateway-base-url: The address must use https/,
    ],
    [['--gateway-base-url', 'x402.coinstats.app'], /--gateway-base-url: .*is not an address/],
  ])('refuses %j with a message and a failing exit code', (args, message) => {
    const run = web(...args);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(message);
  });
});
