import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../../src/main/cache/db';
import { silentLogger } from '../../../src/main/lib/effects';

/** A real cache database in a temp folder, with every migration applied; `cleanup` closes and removes it. */
export function tempDb(): { db: Db; dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'folio-credits-'));
  const { db } = openDatabase(join(dir, 'folio.db'), { log: silentLogger, clock: { now: () => 0 } });
  return {
    db,
    dir,
    cleanup: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
