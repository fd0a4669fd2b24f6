import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire, enableCompileCache } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { Script } from 'node:vm';
import { crc32 } from 'node:zlib';

// Node's compile cache keeps a module's code as compiled at load: the functions a start then runs are compiled
// lazily, again on every start. V8's cache of a script made after the start ran holds those functions too, so
// the app's own bundle files keep theirs here (about a fifth of a start answered from the cache). A file with no
// code kept yet (a first start, or the first after an update) takes the code packaging kept (code-seed.ts).

/**
 * What a cache file starts with: the source's CRC-32 and length, then the data's CRC-32. V8 itself compares only
 * the source's length (an edited file of the same length would run its old code), and checks no sum of the data.
 */
const HEADER_BYTES = 12;
const SUFFIX = '.code';
/** The folder beside the app's bundle files where packaging keeps the code of one first start (code-seed.ts). */
export const CODE_SEED_DIR = 'compile-seed';
/** Long enough for the first view to have answered; a start that ends sooner saves at its exit. */
const SAVE_AFTER_MS = 10_000;

interface Loaded {
  name: string;
  script: Script;
  file: string;
  /** The CRC-32 and length of the module's source, which its cache file must name. */
  crc: number;
  length: number;
  /** Whether V8 took the cached code: nothing to save then, unless it came from the seed. */
  hit: boolean;
  /** `dir` had no code for it, the seed did: this start's, a superset, is kept in `dir` for the next. */
  seeded: boolean;
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
  const seed = join(appDir, CODE_SEED_DIR);
  proto._compile = function (content, filename) {
    // A script compiled here cannot run import() without Node's experimental flag, nor start with a hashbang.
    if (!filename.startsWith(root) || content.includes('import(') || content.startsWith('#!')) {
      return compile.call(this, content, filename);
    }
    let entry: Loaded;
    try {
      entry = compiled(content, filename, relative(root, filename).replaceAll(sep, '~'), dir, seed);
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
 * `name`: the file's path under the app's folder, as one file name (two chunks may share a base name). The code
 * kept in `dir` comes first, then the seed's; V8 refuses a seed another V8 or other flags made.
 */
function compiled(content: string, filename: string, name: string, dir: string, seed: string): Loaded {
  const file = join(dir, name + SUFFIX);
  const crc = crc32(content);
  const own = cachedFor(file, crc, content.length);
  const cachedData = own ?? cachedFor(join(seed, name + SUFFIX), crc, content.length);
  const script = new Script(Module.wrap(content), { filename, ...(cachedData ? { cachedData } : {}) });
  return {
    name,
    script,
    file,
    crc,
    length: content.length,
    hit: cachedData !== null && !script.cachedDataRejected,
    seeded: own === null && cachedData !== null,
  };
}

/** The cached code kept for exactly this source, if its file is whole; null otherwise. */
function cachedFor(file: string, crc: number, length: number): Buffer | null {
  let kept: Buffer;
  try {
    kept = readFileSync(file);
  } catch {
    return null;
  }
  if (kept.length <= HEADER_BYTES) return null;
  const data = kept.subarray(HEADER_BYTES);
  const whole =
    kept.readUInt32LE(0) === crc && kept.readUInt32LE(4) === length && kept.readUInt32LE(8) === crc32(data);
  return whole ? data : null;
}

/**
 * Writes the code of each script V8 compiled afresh or took from the seed, whole or not at all, and drops files
 * no script used.
 */
function saveCompiled(dir: string, loaded: Loaded[]): void {
  const kept = (entry: Loaded) => entry.hit && !entry.seeded;
  if (loaded.every(kept)) return;
  const used = new Set(loaded.map((entry) => entry.name + SUFFIX));
  try {
    for (const name of readdirSync(dir)) {
      if (name.endsWith(SUFFIX) && !used.has(name)) rmSync(join(dir, name), { force: true });
    }
    for (const entry of loaded) {
      if (kept(entry)) continue;
      const { script, file, crc, length } = entry;
      const data = script.createCachedData();
      const header = Buffer.alloc(HEADER_BYTES);
      header.writeUInt32LE(crc, 0);
      header.writeUInt32LE(length, 4);
      header.writeUInt32LE(crc32(data), 8);
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, Buffer.concat([header, data]));
      renameSync(partial, file);
    }
  } catch {
    // A full disk or a read-only folder: the next start compiles again, as it would have.
  }
}
