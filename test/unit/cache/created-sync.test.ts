import * as fs from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDataFolder } from '../../../src/main/cache/data-folder';
import { recordingLogger, tempDir } from './helpers';

// A first start makes its database files without waiting for the disk before its first view: it waits once, a
// moment later, or when the app closes first. A later start, which creates nothing, never waits for them.

vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  return { ...real, fsyncSync: vi.fn(real.fsyncSync) };
});

let dir: string;
let remove: () => void;
beforeEach(() => {
  ({ dir, remove } = tempDir());
  vi.mocked(fs.fsyncSync).mockClear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  remove();
});

const open = () =>
  openDataFolder(dir, {
    log: recordingLogger(),
    clock: { now: () => Date.now() },
    onNotice: () => undefined,
  });

/** How many times the disk was waited for since the last look. */
function waits(): number {
  const count = vi.mocked(fs.fsyncSync).mock.calls.length;
  vi.mocked(fs.fsyncSync).mockClear();
  return count;
}

describe("a first start's new database files", () => {
  it('are written without a wait for the disk, then synced (each file and the folder) a moment later', () => {
    const folder = open();
    expect(waits()).toBe(0);
    folder.openDemo();
    expect(waits()).toBe(0);
    vi.advanceTimersByTime(2_000);
    // Four files (each mode's cache and user file), and the folder once for each pair.
    expect(waits()).toBe(6);
    folder.stopCopies();
    folder.live.close();
    expect(waits()).toBe(0);
  });

  it('are synced when the app closes before that moment', () => {
    const folder = open();
    folder.openDemo();
    folder.stopCopies();
    expect(waits()).toBe(6);
    folder.live.close();
    vi.advanceTimersByTime(5_000);
    expect(waits()).toBe(0);
  });

  it('are not waited for again by a later start', () => {
    const first = open();
    first.stopCopies();
    first.live.close();
    waits();
    const next = open();
    vi.advanceTimersByTime(5_000);
    next.stopCopies();
    next.live.close();
    expect(fs.existsSync(join(dir, 'folio.db'))).toBe(true);
    expect(waits()).toBe(0);
  });
});
