import Database from 'better-sqlite3';

// What a bad day on the disk looks like to the user: a full disk says so and that nothing was lost; a data folder
// Folio Desk cannot write names the folder and what to do, instead of SQLite's "unable to open database file".

export const DISK_FULL_MESSAGE =
  'The disk is full; nothing was lost. This change was not saved: free some space on the disk, then try again.';

const sqliteCode = (error: unknown): string | null =>
  error instanceof Database.SqliteError ? error.code : null;
const fsCode = (error: unknown): string | null =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : null;

/** SQLite's SQLITE_FULL, or the file system's ENOSPC / EDQUOT (a copy or a new file on a full disk). */
export function isDiskFull(error: unknown): boolean {
  const code = sqliteCode(error) ?? fsCode(error);
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT';
}

const FOLDER_CODES: ReadonlySet<string> = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST']);
const SQLITE_FOLDER_CODES: ReadonlySet<string> = new Set([
  'SQLITE_CANTOPEN',
  'SQLITE_READONLY',
  'SQLITE_PERM',
  'SQLITE_AUTH',
]);

export class DataFolderError extends Error {
  constructor(dir: string, detail: string) {
    super(
      `Folio Desk cannot use its data folder ${dir} (${detail}). It needs to create and write files there. ` +
        `Make sure the folder belongs to you and you may write in it (for example: chmod u+rwx "${dir}"), ` +
        'or start Folio Desk with another data folder (the web host takes --data-dir). Nothing was changed.',
    );
    this.name = 'DataFolderError';
  }
}

export class DiskFullAtStartError extends Error {
  constructor(dir: string) {
    super(
      `The disk holding Folio Desk's data folder ${dir} is full; nothing was lost. ` +
        'Free some space on that disk, then start Folio Desk again.',
    );
    this.name = 'DiskFullAtStartError';
  }
}

/**
 * Runs one step of opening the data folder; a permission, read-only or full-disk failure comes back as an error a
 * user can act on. Anything else is a bug or damage and keeps its own error.
 */
export function inDataFolder<T>(dir: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (isDiskFull(error)) throw new DiskFullAtStartError(dir);
    const code = sqliteCode(error) ?? fsCode(error);
    if (code !== null && (FOLDER_CODES.has(code) || SQLITE_FOLDER_CODES.has(code))) {
      throw new DataFolderError(dir, code === 'SQLITE_CANTOPEN' ? 'a database file cannot be opened' : code);
    }
    throw error;
  }
}
