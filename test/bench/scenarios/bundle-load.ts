import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, outDir, repoRoot } from '../../support/build-output';
import { ms } from '../support';

// "Opens with a fresh cache, service down: ... of it loading the main bundle": a new Node
// process that loads the built main bundle (the web host's entry, which builds the same app as the desktop's, with
// `--help` so that it loads everything and starts nothing), against a new Node process that loads only
// better-sqlite3 and ws, the two native and network modules the app cannot start without. Process start is on
// both sides.

function timedNode(args: string[]): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  const took = ms(start);
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${run.stderr.slice(0, 200)}`);
  return took;
}

export function bundleLoad(): { app: number; baseline: number } {
  ensureBuilt();
  const app = timedNode([join(outDir, 'main', 'web.js'), '--help']);
  const baseline = timedNode(['-e', "require('better-sqlite3'); require('ws');"]);
  return { app, baseline };
}
