import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Tests of the built app (the Electron wiring, the web host in a browser) run against out/. `npm test` builds
// first; a test run on its own rebuilds only when a source is newer than the build.

export const repoRoot = resolve(import.meta.dirname, '../..');
export const outDir = join(repoRoot, 'out');

const outputs = [
  'main/index.js',
  'main/web.js',
  'main/code-seed.js',
  'preload/index.js',
  'preload/web-bridge.js',
  'renderer/index.html',
];
const inputs = ['src', 'resources', 'electron.vite.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

export function isBuildFresh(): boolean {
  const built = outputs.map((file) => join(outDir, file));
  if (!built.every((file) => existsSync(file))) return false;
  const oldestOutput = Math.min(...built.map((file) => statSync(file).mtimeMs));
  const newestInput = Math.max(...inputs.map((input) => newestMtime(join(repoRoot, input))));
  return newestInput <= oldestOutput;
}

export function ensureBuilt(): void {
  if (isBuildFresh()) return;
  execFileSync(
    process.execPath,
    [join(repoRoot, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
    },
  );
}
