import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire, enableCompileCache } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';

// Node's compile cache keeps a module's code as compiled at load: the functions a start then runs are compiled
// lazily, again on every start. V8's cache of a script made after the start ran holds those functions too, so
// the app's own bundle files keep theirs here (about a fifth of a start answered from the cache).

/** What a cache file starts with: its source file's size, mtime, ctime and inode (float64 each), then V8's data. */
const HEADER_BYTES = 32;
const SUFFIX = '.code';
/** Long enough for the first view to have answered; a start that ends sooner saves at its exit. */
const SAVE_AFTER_MS = 10_000;

interface Loaded {
  name: string;
  script: Script;
  file: string;
  /** The source file's identity when it was loaded, which its cache file must name. */
  identity: number[];
  /** Whether V8 took the cached code: nothing to save then. */
  hit: boolean;
}

type Compile = (this: Module, content: string, filename: string) => unknown;

/** Which of the app's files this start took from the cache, and which it compiled afresh (by path, `~` for `/`). */
export interface CompiledCode {
  taken(): string[];
  compiled(): string[];
}

/**
 * Keeps V8's compiled code of the modules loaded from now on in `dir`, so the next start loads them without
 * compiling them again. Call it before the app's modules load. The bundle files under `appDir` keep the code of
 * the functions the start ran as well. A start without a cache (a folder that cannot be written, a file
 * damaged or made by another V8) is only slower.
 */
export function keepCompiledCode(dir: string, appDir: string): CompiledCode {
  const loaded: Loaded[] = [];
  const names = (hit: boolean) => loaded.filter((entry) => entry.hit === hit).map((entry) => entry.name);
  const use: CompiledCode = { taken: () => names(true), compiled: () => names(false) };
  try {
    enableCompileCache?.(dir);
    mkdirSync(dir, { recursive: true });
  } catch {
    return use;
  }
  const proto = Module.prototype as unknown as { _compile: Compile };
  const compile = proto._compile;
  const root = appDir.endsWith(sep) ? appDir : appDir + sep;
  proto._compile = function (content, filename) {
    // A script compiled here cannot run import() without Node's experimental flag, nor start with a hashbang.
    if (!filename.startsWith(root) || content.includes('import(') || content.startsWith('#!')) {
      return compile.call(this, content, filename);
    }
    let entry: Loaded;
    try {
      entry = compiled(content, filename, relative(root, filename).replaceAll(sep, '~'), dir);
    } catch {
      // The file cannot be looked at or compiled here: Node loads it as usual, and says what is wrong with it.
      return compile.call(this, content, filename);
    }
    loaded.push(entry);
    const wrapper = entry.script.runInThisContext() as (...args: unknown[]) => unknown;
    return wrapper.call(
      this.exports,
      this.exports,
      createRequire(filename),
      this,
      filename,
      dirname(filename),
    );
  };
  let saved = false;
  const save = () => {
    if (saved) return;
    saved = true;
    saveCompiled(dir, loaded);
  };
  setTimeout(save, SAVE_AFTER_MS).unref();
  process.once('exit', save);
  return use;
}

/**
 * V8 writes and checks a code cache's checksum only under this flag, so a damaged file is refused, not run. It is
 * on only while the app's own code is read or written: Node's built-in modules' code was made without it.
 */
function checked<T>(use: () => T): T {
  setFlagsFromString('--verify-snapshot-checksum');
  try {
    return use();
  } finally {
    setFlagsFromString('--no-verify-snapshot-checksum');
  }
}

/**
 * A source file's size, mtime, ctime and inode. V8 itself compares only the source's length, so an edited file of
 * the same length would run its old code. A write, a copy or a replaced file changes the ctime or the inode, and
 * no tool sets a ctime back; hashing the source instead would take a few milliseconds of every start.
 */
function identityOf(filename: string): number[] {
  const stat = statSync(filename);
  // A file system that has no inode or ctime for it (an archive) says less, never NaN: NaN would match nothing.
  return [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino].map((value) =>
    Number.isFinite(value) ? value : 0,
  );
}

/** `name`: the file's path under the app's folder, as one file name (two chunks may share a base name). */
function compiled(content: string, filename: string, name: string, dir: string): Loaded {
  const file = join(dir, name + SUFFIX);
  const identity = identityOf(filename);
  const cachedData = cachedFor(file, identity);
  const script = checked(
    () => new Script(Module.wrap(content), { filename, ...(cachedData ? { cachedData } : {}) }),
  );
  return {
    name,
    script,
    file,
    identity,
    hit: cachedData !== null && !script.cachedDataRejected,
  };
}

/** The cached code kept for the source file as it is now; null otherwise. */
function cachedFor(file: string, identity: number[]): Buffer | null {
  let kept: Buffer;
  try {
    kept = readFileSync(file);
  } catch {
    return null;
  }
  if (kept.length <= HEADER_BYTES) return null;
  const same = identity.every((value, i) => kept.readDoubleLE(i * 8) === value);
  return same ? kept.subarray(HEADER_BYTES) : null;
}

/** Writes the code of each script V8 compiled afresh, whole or not at all, and drops files no script used. */
function saveCompiled(dir: string, loaded: Loaded[]): void {
  if (loaded.every((entry) => entry.hit)) return;
  const used = new Set(loaded.map((entry) => entry.name + SUFFIX));
  try {
    for (const name of readdirSync(dir)) {
      if (name.endsWith(SUFFIX) && !used.has(name)) rmSync(join(dir, name), { force: true });
    }
    for (const { script, file, identity, hit } of loaded) {
      if (hit) continue;
      const header = Buffer.alloc(HEADER_BYTES);
      identity.forEach((value, i) => header.writeDoubleLE(value, i * 8));
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, Buffer.concat([header, checked(() => script.createCachedData())]));
      renameSync(partial, file);
    }
  } catch {
    // A full disk or a read-only folder: the next start compiles again, as it would have.
  }
}
