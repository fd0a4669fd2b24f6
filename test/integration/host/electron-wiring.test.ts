import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelNames, eventNames } from '../../../src/shared/contract';
import { ensureBuilt, outDir } from '../../support/build-output';

// The Electron binary cannot run here, so the built main bundle runs in plain Node with a recording stand-in
// for the 'electron' module (fake-electron.cjs). What is checked is the wiring a user relies on: the hardened
// window, the sandbox-ready preload, IPC, the tray, the single-instance lock.

interface WindowReport {
  options: { webPreferences: Record<string, unknown>; icon: string };
  loaded: { file?: string; url?: string };
}
interface Report {
  singleInstanceLock: number;
  quit: number;
  appEvents: string[];
  ipcChannels: string[];
  windows: WindowReport[];
  trays: { image: { path: string }; tooltip: string; items: string[] }[];
  menus: string[][];
  willNavigate: { handlers: number; prevented: boolean };
  willRedirect: { handlers: number; prevented: boolean };
  windowOpen: { url: string; result: { action: string } }[];
  openExternal: string[];
  permissionRequest: boolean;
  permissionCheck: boolean;
  ipc: Record<'fromApp' | 'fromOtherPage' | 'hostileFromApp', { ok: boolean; error?: { code: string } }>;
  sent: { channel: string; payload: unknown }[];
  themeSourceAfterUpdate: string;
  closeWithCloseToTray: { prevented: boolean; hidden: boolean };
  trayAtStart: { tooltip: string; items: string[] };
  openFromTray: { shown: boolean; hidden: boolean };
  trayAfterRefresh: {
    tooltip: string;
    items: { label: string; enabled?: boolean }[];
    requests: { endpoint: string; credits: number }[];
  };
  errorBoxes: unknown[];
}

const userData: string[] = [];

function runMain(env: Record<string, string> = {}): Report {
  const dir = mkdtempSync(join(tmpdir(), 'folio-electron-'));
  userData.push(dir);
  const stdout = execFileSync(
    process.execPath,
    [join(import.meta.dirname, 'run-electron-main.mjs'), join(outDir, 'main/index.js')],
    {
      env: { ...process.env, FAKE_USER_DATA: dir, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return JSON.parse(stdout) as Report;
}

let report: Report;

beforeAll(() => {
  ensureBuilt();
  report = runMain();
});

afterAll(() => userData.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the built Electron host', () => {
  it('takes the single-instance lock and opens one window on the built renderer', () => {
    expect(report.singleInstanceLock).toBe(1);
    expect(report.appEvents).toContain('second-instance');
    expect(report.windows).toHaveLength(1);
    expect(report.windows[0]?.loaded.file).toBe(join(outDir, 'renderer/index.html'));
    expect(report.errorBoxes).toEqual([]);
  });

  it('hardens the window', () => {
    expect(report.windows[0]?.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    });
    expect(report.willNavigate).toEqual({ handlers: 1, prevented: true });
    expect(report.willRedirect).toEqual({ handlers: 1, prevented: true });
    expect(report.windowOpen.map((w) => w.result.action)).toEqual(['deny', 'deny', 'deny']);
    // Only the https link is handed to the user's browser.
    expect(report.openExternal).toEqual(['https://example.com/docs']);
    expect(report.permissionRequest).toBe(false);
    expect(report.permissionCheck).toBe(false);
  });

  it('names a preload that exists and can run sandboxed: one CommonJS file needing only electron', () => {
    const preload = String(report.windows[0]?.options.webPreferences['preload']);
    expect(preload).toBe(join(outDir, 'preload/index.js'));
    const code = readFileSync(preload, 'utf8');
    const required = [...code.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]);
    expect(new Set(required)).toEqual(new Set(['electron']));
    expect(code).not.toMatch(/^\s*(import|export)\s/m);

    // Run it as the sandbox would: a bare context whose require knows only 'electron'.
    const exposed = new Map<string, unknown>();
    const invoked: unknown[][] = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
      ipcRenderer: {
        invoke: async (...args: unknown[]) => invoked.push(args),
        on: () => undefined,
        removeListener: () => undefined,
      },
    };
    const require = (name: string) => {
      if (name === 'electron') return electron;
      throw new Error(`a sandboxed preload cannot require ${name}`);
    };
    const module = { exports: {} };
    runInNewContext(code, { require, module, exports: module.exports, console });
    expect([...exposed.keys()]).toEqual(['api']);
    const api = exposed.get('api') as { settings: { get(): Promise<unknown> } };
    const domains = new Set(channelNames.map((name) => name.split(':')[0]));
    expect(new Set(Object.keys(api))).toEqual(new Set([...domains, 'on']));
    void api.settings.get();
    expect(invoked).toEqual([['settings:get', undefined]]);
  });

  it('registers every contract channel once and answers only the app page', () => {
    expect([...report.ipcChannels].sort()).toEqual([...channelNames].sort());
    expect(report.ipc.fromApp.ok).toBe(true);
    expect(report.ipc.fromOtherPage).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(report.ipc.hostileFromApp).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('forwards main events to the window and follows the theme setting', () => {
    const pushed = report.sent.map((s) => s.channel);
    expect(pushed).toContain('data:changed');
    expect(pushed.every((channel) => (eventNames as string[]).includes(channel))).toBe(true);
    expect(report.themeSourceAfterUpdate).toBe('dark');
  });

  it('keeps running in the tray when the window is closed and close-to-tray is on', () => {
    expect(report.closeWithCloseToTray).toEqual({ prevented: true, hidden: true });
  });

  it('creates a tray icon from an existing image, its menu from the cache: refresh, Open and Quit', () => {
    expect(report.trays).toHaveLength(1);
    expect(existsSync(report.trays[0]?.image.path ?? '')).toBe(true);
    // Started without a key: demo data, nothing read yet, so no prices and no request made for the menu.
    expect(report.trayAtStart.items).toEqual([
      'Demo data',
      'BTC: no cached price yet',
      'ETH: no cached price yet',
      'separator',
      'Refresh prices (2 credits)',
      'Open Folio Desk',
      'Quit',
    ]);
    expect(report.trayAtStart.tooltip).toBe('Folio Desk — demo data');
    expect(existsSync(report.windows[0]?.options.icon ?? '')).toBe(true);
  });

  it('brings the hidden window back from the tray', () => {
    expect(report.openFromTray).toEqual({ shown: true, hidden: false });
  });

  it('fills the tray with prices after "Refresh prices", spending the credits it showed', () => {
    const { items, requests, tooltip } = report.trayAfterRefresh;
    const prices = items.filter((item) => /^(BTC|ETH) /.test(item.label));
    expect(prices.map((item) => item.label.slice(0, 4))).toEqual(['BTC ', 'ETH ']);
    // Price rows are plain text; the actions stay clickable.
    expect(prices.every((item) => item.enabled === false)).toBe(true);
    expect(items.filter((item) => item.enabled === true).map((item) => item.label)).toEqual([
      'Refresh prices (2 credits)',
      'Open Folio Desk',
      'Quit',
    ]);
    expect(requests.filter((r) => r.endpoint === 'GET /coins')).toEqual([
      { endpoint: 'GET /coins', credits: 2 },
    ]);
    expect(requests.reduce((sum, r) => sum + r.credits, 0)).toBe(2);
    expect(tooltip).toMatch(/^Folio Desk — demo data · prices from /);
    expect(tooltip).not.toMatch(/\$|\d{2}/);
  });

  it('sets an application menu with Edit, View and Window', () => {
    expect(report.menus).toHaveLength(1);
    expect(report.menus[0]).toEqual(expect.arrayContaining(['editMenu', 'View', 'windowMenu', 'help']));
  });

  it("keeps the app's compiled code in the user's data folder, for the next start to load", () => {
    // The process has exited, so what it compiled is written: the host's chunks and the app's, each by name.
    const cache = join(userData[0] ?? '', 'compile-cache');
    expect(existsSync(cache)).toBe(true);
    const kept = readdirSync(cache).filter((name) => name.endsWith('.js.code'));
    const chunks = readdirSync(join(outDir, 'main/chunks')).map((name) => `chunks~${name}.code`);
    expect(kept).toContain(chunks.find((name) => name.startsWith('chunks~desktop-main-')));
    expect(kept.every((name) => chunks.includes(name))).toBe(true);
  });

  it('quits at once, opening nothing, when another instance holds the lock', () => {
    const second = runMain({ FAKE_LOCK_TAKEN: '1' });
    expect(second.quit).toBe(1);
    expect(second.windows).toEqual([]);
    expect(second.ipcChannels).toEqual([]);
    expect(second.trays).toEqual([]);
  });
});
