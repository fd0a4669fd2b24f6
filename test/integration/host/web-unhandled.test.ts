import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureBuilt, outDir } from '../../support/build-output';

// A promise nobody awaits, rejected while the web host serves: the host says so in its log and keeps serving, as
// Electron's main process does, instead of ending the user's session.

const dataDir = mkdtempSync(join(tmpdir(), 'folio-web-unhandled-'));
beforeAll(() => ensureBuilt());
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Loaded before the host: rejects a promise nobody handles once the host has had time to start. */
const rejectLater = `data:text/javascript,setTimeout(() => { Promise.reject(new Error('probe rejection')); }, 1500);`;

it('logs an unhandled rejection and goes on serving', async () => {
  const child = spawn(
    process.execPath,
    ['--import', rejectLater, join(outDir, 'main/web.js'), '--port', '0', '--data-dir', dataDir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const match = /open (http:\/\/\S+)$/.exec(line);
        if (match?.[1]) resolve(match[1]);
      });
      void exited.then((code) => reject(new Error(`the host exited (${code}) before serving: ${stderr}`)));
    });
    const logLine = () =>
      stderr.split('\n').find((line) => line.startsWith('{') && line.includes('probe rejection'));
    const died = exited.then((code) => {
      throw new Error(`the host exited (${code}) on the rejection: ${stderr.slice(-600)}`);
    });
    await Promise.race([expect.poll(logLine, { timeout: 10_000 }).toBeDefined(), died]);
    expect(JSON.parse(logLine() ?? '{}')).toMatchObject({ level: 'error', message: 'unhandled rejection' });
    // Still serving, a moment after the rejection.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(child.exitCode).toBeNull();
    expect((await fetch(url)).status).toBe(200);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});
