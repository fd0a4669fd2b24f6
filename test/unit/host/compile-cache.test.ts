import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_SEED_DIR } from '../../../src/main/lib/compile-cache';

// Each start is a new Node process (compile-cache-start.mjs), as the app's are: the cache patches Node's module
// loader, and what V8 keeps is only seen by the next process.

const START = join(__dirname, 'compile-cache-start.mjs');

interface Start {
  answers: unknown[];
  taken: string[];
  compiled: string[];
}

let root = '';
let appDir = '';
let cacheDir = '';

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'folio-compile-cache-'));
  appDir = join(root, 'app');
  cacheDir = join(root, 'cache');
  mkdirSync(appDir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function start(...files: string[]): Start {
  return startIn(cacheDir, ...files);
}

function startIn(dir: string, ...files: string[]): Start {
  const run = spawnSync(process.execPath, ['--no-warnings', START, dir, appDir, ...files], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`start exited ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as Start;
}

function appFile(name: string, answer: string): string {
  const file = join(appDir, name);
  writeFileSync(
    file,
    `exports.answer = () => ${JSON.stringify(answer)} + [1, 2].map((x) => x * 2).join('');\n`,
  );
  return file;
}

describe('the compiled code kept between starts', () => {
  it("takes the app's code from the cache on the next start, and answers the same", () => {
    const file = appFile('main.js', 'ready');
    expect(start(file)).toEqual({ answers: ['ready24'], taken: [], compiled: ['main.js'] });
    expect(start(file)).toEqual({ answers: ['ready24'], taken: ['main.js'], compiled: [] });
  });

  it('runs the new code of a file changed in place, even at the same length', () => {
    const file = appFile('main.js', 'old');
    start(file);
    appFile('main.js', 'new');
    expect(start(file)).toEqual({ answers: ['new24'], taken: [], compiled: ['main.js'] });
    expect(start(file).taken).toEqual(['main.js']);
  });

  it('compiles afresh past a damaged cache file, and keeps a whole one for the start after', () => {
    const file = appFile('main.js', 'ready');
    start(file);
    const kept = join(cacheDir, 'main.js.code');
    const bytes = readFileSync(kept);
    bytes[bytes.length - 9] = (bytes[bytes.length - 9] ?? 0) ^ 0xff;
    writeFileSync(kept, bytes);
    expect(start(file)).toEqual({ answers: ['ready24'], taken: [], compiled: ['main.js'] });
    writeFileSync(kept, bytes.subarray(0, 20));
    expect(start(file).compiled).toEqual(['main.js']);
    expect(start(file).taken).toEqual(['main.js']);
  });

  it('starts as before when the cache folder cannot be made', () => {
    const file = appFile('main.js', 'ready');
    writeFileSync(cacheDir, 'a file where the folder would go');
    expect(start(file)).toEqual({ answers: ['ready24'], taken: [], compiled: [] });
  });

  it("leaves to Node a file outside the app's folder, and one that loads a module with import()", () => {
    const outside = join(root, 'outside.js');
    writeFileSync(outside, 'exports.answer = () => "outside";\n');
    const importing = join(appDir, 'importing.js');
    writeFileSync(importing, 'exports.answer = () => import("node:path").then((path) => path.sep);\n');
    expect(start(outside, importing)).toEqual({ answers: ['outside', '/'], taken: [], compiled: [] });
  });

  it('keeps apart the code of two files of the same name in two folders', () => {
    mkdirSync(join(appDir, 'one'));
    mkdirSync(join(appDir, 'two'));
    const one = appFile('one/main.js', 'first');
    const two = appFile('two/main.js', 'second');
    expect(start(one, two).compiled).toEqual(['one~main.js', 'two~main.js']);
    expect(start(one, two)).toEqual({
      answers: ['first24', 'second24'],
      taken: ['one~main.js', 'two~main.js'],
      compiled: [],
    });
  });

  it('fails a start on a broken file as Node does, naming the error', () => {
    const broken = join(appDir, 'broken.js');
    writeFileSync(broken, 'exports.answer = () => {;\n');
    const run = spawnSync(process.execPath, ['--no-warnings', START, cacheDir, appDir, broken], {
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/broken\.js:\d+[\s\S]*SyntaxError/);
  });

  it("takes a first start's code from the seed packaging kept beside the app, then keeps its own", () => {
    const file = appFile('main.js', 'ready');
    startIn(join(appDir, CODE_SEED_DIR), file);
    expect(start(file)).toEqual({ answers: ['ready24'], taken: ['main.js'], compiled: [] });
    expect(readFileSync(join(cacheDir, 'main.js.code')).length).toBeGreaterThan(12);
    expect(start(file).taken).toEqual(['main.js']);
  });

  it('compiles afresh past a seed made for another version of a file', () => {
    const file = appFile('main.js', 'old');
    startIn(join(appDir, CODE_SEED_DIR), file);
    appFile('main.js', 'new');
    expect(start(file)).toEqual({ answers: ['new24'], taken: [], compiled: ['main.js'] });
  });

  it('drops the kept code of files no start loads any more', () => {
    const before = appFile('chunk-old.js', 'old');
    start(before);
    const after = appFile('chunk-new.js', 'new');
    start(after);
    expect(() => readFileSync(join(cacheDir, 'chunk-old.js.code'))).toThrow(/ENOENT/);
    expect(readFileSync(join(cacheDir, 'chunk-new.js.code')).length).toBeGreaterThan(12);
  });
});
