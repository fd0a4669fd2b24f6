import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { STARTER_KEY, type Served } from '../support';

// "Main process memory after every view": RSS of a process that built the app and opened every view's reads,
// against a bare Node process with better-sqlite3 and ws loaded and open. Both run under the same TypeScript
// loader, so its own cost is on both sides.

const run = promisify(execFile);
const CHILD = join(__dirname, '..', 'memory-child.ts');

async function rss(args: string[]): Promise<number> {
  const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', CHILD, ...args], {
    timeout: 120_000,
  });
  const bytes = Number(stdout.trim().split('\n').at(-1));
  if (!Number.isFinite(bytes) || bytes <= 0) throw new Error(`memory child printed ${stdout.slice(0, 100)}`);
  return bytes / (1024 * 1024);
}

export async function mainMemory(served: Served): Promise<{ app: number; baseline: number }> {
  const app = await rss(['app', served.apiBase, STARTER_KEY]);
  const baseline = await rss(['bare']);
  return { app, baseline };
}
