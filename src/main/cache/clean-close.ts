import { readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { copiesFolder } from './backups';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './private-files';
import { FIRST_READS_KEPT } from './read-ahead';

// A note written after a clean close with each file's size and mtime: a start that finds both files as noted, and
// still private, skips the quick_check and the permission fixes and answers from the cache at once. Anything else takes
// db.ts's careful path; the note is removed when read, so a session that then crashes leaves none. It also names the
// cached answers the session read first (cache keys: paths and parameters, never a credential), for the next start
// to read ahead (read-ahead.ts).

interface FileStamp {
  size: number;
  mtimeMs: number;
}

interface Note {
  cache: FileStamp;
  user: FileStamp;
  cacheVersion: number;
  userVersion: number;
  firstReads?: unknown;
}

/** What a clean close noted for the next start. */
export interface CleanClose {
  /** Both files are exactly as the close left them: the start may skip the whole-file checks. */
  asLeft: boolean;
  /** The cache keys the last session read first; a hint only, so anything odd in the note reads as none. */
  firstReads: string[];
}

const notePath = (cachePath: string) => `${cachePath}.closed`;

const PERMISSIONS = 0o777;

function stampOf(path: string): FileStamp | null {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat ? { size: stat.size, mtimeMs: stat.mtimeMs } : null;
}

/** The file is as the note says and still private: one stat. */
function asNoted(path: string, noted: FileStamp): boolean {
  const stat = statSync(path, { throwIfNoEntry: false });
  return (
    stat !== undefined &&
    stat.size === noted.size &&
    stat.mtimeMs === noted.mtimeMs &&
    (stat.mode & PERMISSIONS) === PRIVATE_FILE
  );
}

/**
 * A write-ahead log with pages in it beside either file: the close did not fold them in, so the files are not as
 * noted. An empty log is what a read-only reader (a backup tool, the sqlite3 shell) leaves; it holds nothing.
 */
const logLeft = (cachePath: string, userPath: string) =>
  [cachePath, userPath].some((path) => (statSync(`${path}-wal`, { throwIfNoEntry: false })?.size ?? 0) > 0);

/** After both files were closed: notes how they were left. A failure only costs the next start its shortcut. */
export function noteCleanClose(
  cachePath: string,
  userPath: string,
  versions: { cache: number; user: number },
  firstReads: readonly string[] = [],
): void {
  try {
    if (logLeft(cachePath, userPath)) return;
    const cache = stampOf(cachePath);
    const user = stampOf(userPath);
    if (!cache || !user) return;
    const note: Note = {
      cache,
      user,
      cacheVersion: versions.cache,
      userVersion: versions.user,
      firstReads: firstReads.slice(0, FIRST_READS_KEPT),
    };
    writeFileSync(notePath(cachePath), JSON.stringify(note), { mode: PRIVATE_FILE });
  } catch {
    // Without the note the next start checks both files in full, as it would after a crash.
  }
}

/**
 * What the last clean close noted, and whether both files are exactly as it left them, at these schema versions;
 * null without a readable note. Reads the note and removes it (a start that goes on to crash must not leave one
 * behind).
 */
export function takeCleanClose(
  cachePath: string,
  userPath: string,
  versions: { cache: number; user: number },
): CleanClose | null {
  const path = notePath(cachePath);
  let note: Note;
  try {
    note = JSON.parse(readFileSync(path, 'utf8')) as Note;
  } catch {
    // No note (the usual careful start), or one that cannot be read: either way it is not vouched for.
    rmSync(path, { force: true });
    return null;
  }
  unlinkSync(path);
  if (typeof note !== 'object' || note === null) return null;
  return { asLeft: leftAsNoted(note, cachePath, userPath, versions), firstReads: keysIn(note.firstReads) };
}

const keysIn = (listed: unknown): string[] =>
  Array.isArray(listed)
    ? listed
        .filter((key): key is string => typeof key === 'string' && key.length <= MAX_KEY_LENGTH)
        .slice(0, FIRST_READS_KEPT)
    : [];

/** Longer than any cache key the app makes (a path with its parameters); a longer one is not the app's. */
const MAX_KEY_LENGTH = 4_096;

function leftAsNoted(
  note: Note,
  cachePath: string,
  userPath: string,
  versions: { cache: number; user: number },
): boolean {
  if (!note.cache || !note.user) return false;
  if (note.cacheVersion !== versions.cache || note.userVersion !== versions.user) return false;
  if (logLeft(cachePath, userPath)) return false;
  const folder = statSync(dirname(cachePath), { throwIfNoEntry: false });
  if (!folder || (folder.mode & PERMISSIONS) !== PRIVATE_FOLDER) return false;
  // The copies of the user's data too: a folder opened up since is made private again by the careful path.
  const copies = statSync(copiesFolder(userPath), { throwIfNoEntry: false });
  if (copies && (copies.mode & PERMISSIONS) !== PRIVATE_FOLDER) return false;
  return asNoted(cachePath, note.cache) && asNoted(userPath, note.user);
}
