import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/main/cache/db';
import { silentLogger, systemClock } from '../../../src/main/lib/effects';

const ROOT = resolve(import.meta.dirname, '../../..');
const CHILD = join(import.meta.dirname, 'fixtures', 'writer-child.ts');
// ~25 MB of rows: more than better-sqlite3's 16 MB page cache, so uncommitted pages spill into the log.
const ROWS = 120_000;

let dir: string;
let dbPath: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'folio-kill-'));
  dbPath = join(dir, 'folio.db');
  const { db } = openDatabase(dbPath, { log: silentLogger, clock: systemClock });
  db.exec('CREATE TABLE bulk (n INTEGER NOT NULL, payload TEXT NOT NULL)');
  db.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the writer, waits for its "inside" line, SIGKILLs it there. */
async function killWriterAt(mode: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dbPath, String(ROWS), mode], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((done) =>
    child.on('exit', (_code, signal) => done(signal)),
  );

  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line === 'inside') break;
  }
  child.kill('SIGKILL');
  const signal = await exited;
  expect(signal, `the writer ended on its own before it was killed: ${stderr}`).toBe('SIGKILL');
}

function examine(): { integrity: unknown; rows: number } {
  const db = new Database(dbPath);
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      rows: Number(db.prepare('SELECT count(*) FROM bulk').pluck().get()),
    };
  } finally {
    db.close();
  }
}

describe('a writer killed in the middle of a transaction', () => {
  it.each([
    ['holding the transaction open after its first rows', 'hold', [0]],
    ['still inserting', 'writing', [0]],
    ['with all its rows written, uncommitted, into the log', 'spilled', [0]],
    ['about to commit', 'committing', [0, ROWS]],
    ['just after committing', 'committed', [ROWS]],
  ])('leaves a sound file with all or none of the rows: %s', async (_label, mode, allowed) => {
    await killWriterAt(mode);
    if (mode === 'spilled') {
      // Proof the case is the hard one: the uncommitted rows really reached the disk before the kill.
      expect(statSync(`${dbPath}-wal`).size).toBeGreaterThan(1_000_000);
    }

    const { integrity, rows } = examine();
    expect(integrity).toBe('ok');
    expect(allowed).toContain(rows);
    // The app opens it as it is: nothing moved aside, nothing to tell the user.
    const reopened = openDatabase(dbPath, { log: silentLogger, clock: systemClock });
    reopened.db.close();
    expect(reopened.notices).toEqual([]);
  });
});
