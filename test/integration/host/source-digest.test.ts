import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sourceDigest } from '../../../build-digest';
import { ensureBuilt, outDir, repoRoot } from '../../support/build-output';

// The main build names its sources' digest, which the cached answers' seals carry (api/schemas/stamp.ts): a new
// build checks every answer an older one sealed.

beforeAll(() => ensureBuilt(), 120_000);

describe("the main build's source digest", () => {
  it('is the digest of the sources it was built from, defined into the bundle', () => {
    const digest = sourceDigest(repoRoot);
    expect(digest).toMatch(/^[\w-]{22}$/);
    const chunks = readdirSync(join(outDir, 'main', 'chunks')).map((name) =>
      readFileSync(join(outDir, 'main', 'chunks', name), 'utf8'),
    );
    expect(chunks.some((code) => code.includes(JSON.stringify(digest)))).toBe(true);
    expect(chunks.some((code) => code.includes('__FOLIO_SOURCE_DIGEST__'))).toBe(false);
  });
});
