import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/main/lib/effects';
import { hostHandlers, isNewer, type HostEffects } from '../../../src/main/settings/host-handlers';

// The host's own abilities as channels: what the web host lacks is refused with a reason, never faked; a file
// that cannot be written says why and what to do.

const clock = { now: () => Date.UTC(2026, 10, 24), sleep: async () => {} };
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const handlersWith = (host: HostEffects) =>
  hostHandlers({ version: '0.2.0', clock, log: silentLogger, host });

/** A save dialog that the "user" answers with a folder of the test's. */
function dialogInto(dir: string): NonNullable<HostEffects['saveFile']> {
  return async (name, content) => {
    const path = join(dir, name);
    await writeFile(path, content);
    return path;
  };
}

describe('exports through the host', () => {
  it('says the desktop app has a save dialog and writes the file where the user chose', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-export-'));
    dirs.push(dir);
    const handlers = handlersWith({ saveFile: dialogInto(dir) });
    const caps = await handlers['app:capabilities']({});
    expect(caps.ok && caps.value).toEqual({
      version: '0.2.0',
      saveDialog: true,
      updateFeed: null,
      osNotifications: false,
    });
    const saved = await handlers['app:saveFile']({
      suggestedName: 'folio-desk-holdings.csv',
      content: 'a;b\r\n1;2\r\n',
    });
    expect(saved.ok && saved.value.path).toBe(join(dir, 'folio-desk-holdings.csv'));
    expect(readFileSync(join(dir, 'folio-desk-holdings.csv'), 'utf8')).toBe('a;b\r\n1;2\r\n');
  });

  it('answers a cancelled dialog with no path, not an error', async () => {
    const saved = await handlersWith({ saveFile: async () => null })['app:saveFile']({
      suggestedName: 'x.csv',
      content: '',
    });
    expect(saved.ok && saved.value.path).toBeNull();
  });

  it('says the disk is full when it is, and that nothing was written', async () => {
    const full = Object.assign(new Error('no space'), { code: 'ENOSPC' });
    const saved = await handlersWith({
      saveFile: async () => {
        throw full;
      },
    })['app:saveFile']({ suggestedName: 'x.csv', content: 'a' });
    expect(!saved.ok && saved.error.message).toMatch(/disk is full: the file was not written/);
  });

  it('refuses to save on a host without a dialog, saying the browser downloads instead', async () => {
    const handlers = handlersWith({});
    const caps = await handlers['app:capabilities']({});
    expect(caps.ok && caps.value.saveDialog).toBe(false);
    expect(caps.ok && caps.value.osNotifications).toBe(false);
    const saved = await handlers['app:saveFile']({ suggestedName: 'x.csv', content: 'a' });
    expect(!saved.ok && saved.error.message).toMatch(/downloaded by the browser/);
  });
});

describe('notifications', () => {
  it('says the host shows OS notifications only when it gives the effect (the page then shows none itself)', async () => {
    const caps = await handlersWith({ notify: () => {} })['app:capabilities']({});
    expect(caps.ok && caps.value.osNotifications).toBe(true);
  });
});

describe('updates', () => {
  it('are off without a feed, and say so', async () => {
    const check = await handlersWith({})['app:checkForUpdates']({});
    expect(!check.ok && check.error.message).toMatch(/Updates are off/);
  });

  it('compare the feed’s version with the running one', async () => {
    const feed = (latest: string | null): HostEffects => ({
      updates: { feedUrl: 'https://updates.example/folio', latestVersion: async () => latest },
    });
    const newer = await handlersWith(feed('0.10.0'))['app:checkForUpdates']({});
    expect(newer.ok && newer.value).toEqual({ current: '0.2.0', latest: '0.10.0', newer: true });
    const same = await handlersWith(feed('0.2.0'))['app:checkForUpdates']({});
    expect(same.ok && same.value.newer).toBe(false);
    const down = await handlersWith(feed(null))['app:checkForUpdates']({});
    expect(!down.ok && down.error.message).toMatch(/https:\/\/updates\.example\/folio\) did not answer/);
    const caps = await handlersWith(feed('1.0.0'))['app:capabilities']({});
    expect(caps.ok && caps.value.updateFeed).toBe('https://updates.example/folio');
  });

  it.each([
    ['1.0.0', '0.9.9', true],
    ['0.10.0', '0.9.0', true],
    ['1.0.0', '1.0.0-beta.1', true],
    ['1.0.0-beta.1', '1.0.0', false],
    ['1.0.0', '1.0.1', false],
    ['v2.0.0', '1.9.9', true],
  ])('%s is newer than %s: %s', (candidate, current, expected) => {
    expect(isNewer(candidate, current)).toBe(expected);
  });
});
