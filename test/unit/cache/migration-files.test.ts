import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations, type Migration } from '../../../src/main/cache/migrations';
import { userMigrations } from '../../../src/main/cache/user-migrations';

// A migration's schema version is its position in the list (PRAGMA user_version). Its file carries the same
// number, so a reader who sees user_version = 4 in a database opens 004-*.ts and finds what made it.

const SRC = join(import.meta.dirname, '../../../src/main/cache');

describe.each([
  ['migrations', migrations],
  ['user-migrations', userMigrations],
] as const)('the files in cache/%s', (folder, list: readonly Migration[]) => {
  it('are named 001-, 002-, ... in list order, each exporting the migration at that version', async () => {
    const files = readdirSync(join(SRC, folder))
      .filter((name) => name !== 'index.ts')
      .sort();
    expect(files.map((name) => name.slice(0, 4))).toEqual(
      list.map((_, i) => `${String(i + 1).padStart(3, '0')}-`),
    );
    for (const [i, file] of files.entries()) {
      const version = String(i + 1).padStart(3, '0');
      const module = (await import(join(SRC, folder, file))) as Record<string, unknown>;
      expect(module[`migration${version}`], file).toBe(list[i]);
    }
  });
});
