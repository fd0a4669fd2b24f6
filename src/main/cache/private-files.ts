import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync } from 'node:fs';

// The data folder holds holdings, wallet addresses and what the user follows: other local users must not read it.
// The folder is created 0700 and every database file 0600. SQLite gives a database's -wal and -shm files the mode
// of the database file itself, so creating the file 0600 before SQLite opens it covers those too.

export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/** Creates the folder (and missing parents) 0700; an existing Folio Desk data folder is tightened to 0700. */
export function ensurePrivateFolder(dir: string): void {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER });
    return;
  }
  // Only a folder that already holds our databases (an install from before this rule) is changed: a folder the
  // user named for other things too (`--data-dir ~/somewhere`) keeps the mode they gave it.
  if (readdirSync(dir).some((name) => /^folio.*\.db$/.test(name))) chmodSync(dir, PRIVATE_FOLDER);
}

/** Makes sure `path` exists as a 0600 file before SQLite opens it; an existing one and its logs become 0600. */
export function ensurePrivateFile(path: string): void {
  if (!existsSync(path)) {
    closeSync(openSync(path, 'wx', PRIVATE_FILE));
    return;
  }
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file)) chmodSync(file, PRIVATE_FILE);
  }
}
