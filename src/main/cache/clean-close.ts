import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { PRIVATE_FILE } from './private-files';

// "Closed cleanly, and untouched since": a small note written beside the cache after the app closed both files,
// holding each file's size and modification time. When the next start finds the note and both files exactly as
// it describes, the files are the ones this app checked when it opened them and left consistent when it closed
// them (closing checkpoints the write-ahead log into the file), so the start skips the whole-file quick_check of
// both, the read-only looks and the user file's separate open: the start opens one connection and answers from
// the cache. Anything else (no note after a crash or a kill, a file changed by another program or copied in, a
// log left behind, a schema version this build does not expect) takes the careful path in db.ts. The note is
// removed as soon as it is read, so a session that then crashes leaves none.

interface FileStamp {
  size: number;
  mtimeMs: number;
}

interface Note {
  cache: FileStamp;
  user: FileStamp;
  cacheVersion: number;
  userVersion: number;
}

const notePath = (cachePath: string) => `${cachePath}.closed`;

function stampOf(path: string): FileStamp | null {
  if (!existsSync(path)) return null;
  const stat = statSync(path);
  return { size: stat.size, mtimeMs: stat.mtimeMs };
}

const sameStamp = (a: FileStamp | null, b: FileStamp) =>
  a !== null && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** After both files were closed: notes how they were left. A failure only costs the next start its shortcut. */
export function noteCleanClose(
  cachePath: string,
  userPath: string,
  versions: { cache: number; user: number },
): void {
  try {
    // A log left behind means the close did not fold it in: no shortcut next time.
    if ([cachePath, userPath].some((path) => existsSync(`${path}-wal`))) return;
    const cache = stampOf(cachePath);
    const user = stampOf(userPath);
    if (!cache || !user) return;
    const note: Note = { cache, user, cacheVersion: versions.cache, userVersion: versions.user };
    writeFileSync(notePath(cachePath), JSON.stringify(note), { mode: PRIVATE_FILE });
  } catch {
    // Without the note the next start checks both files in full, as it would after a crash.
  }
}

/**
 * Whether both files are exactly as the last clean close left them, at these schema versions. Reads the note and
 * removes it (a start that goes on to crash must not leave one behind).
 */
export function takeCleanClose(
  cachePath: string,
  userPath: string,
  versions: { cache: number; user: number },
): boolean {
  const path = notePath(cachePath);
  if (!existsSync(path)) return false;
  let note: Note;
  try {
    note = JSON.parse(readFileSync(path, 'utf8')) as Note;
  } catch {
    return false;
  } finally {
    rmSync(path, { force: true });
  }
  if (typeof note !== 'object' || note === null || !note.cache || !note.user) return false;
  if (note.cacheVersion !== versions.cache || note.userVersion !== versions.user) return false;
  if ([cachePath, userPath].some((file) => existsSync(`${file}-wal`))) return false;
  return sameStamp(stampOf(cachePath), note.cache) && sameStamp(stampOf(userPath), note.user);
}
