import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// A built bundle names each module it holds in a comment (`// src/sandbox/app.ts`); tests that watch what a start
// loads find the chunk holding a module by it, since bundled packages (zod, hono) are required by no name.

/** The file name of the chunk under `dir` that holds `source` (a path from the repository root). */
export function chunkHolding(dir: string, source: string): string {
  const found = readdirSync(dir).find((name) =>
    readFileSync(join(dir, name), 'utf8').includes(`\n// ${source}\n`),
  );
  if (!found) throw new Error(`no chunk in ${dir} holds ${source}`);
  return found;
}
