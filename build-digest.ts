import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// What main's code is made of: its sources and the locked dependencies. The main build defines it as
// __FOLIO_SOURCE_DIGEST__, so two builds with one digest run the same answer schemas (api/schemas/stamp.ts).
export function sourceDigest(root: string): string {
  const hash = createHash('sha256');
  const files = (readdirSync(join(root, 'src'), { recursive: true }) as string[])
    .map((name) => join('src', name))
    .filter((name) => statSync(join(root, name)).isFile());
  for (const name of [...files.sort(), 'package-lock.json']) {
    hash.update(`${name}\0`);
    hash.update(readFileSync(join(root, name)));
    hash.update('\0');
  }
  return hash.digest('base64url').slice(0, 22);
}
