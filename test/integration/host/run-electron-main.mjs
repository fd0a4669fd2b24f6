// Runs the built Electron main bundle in plain Node with 'electron' resolved to fake-electron.cjs, pokes the
// handlers it installed the way Electron would, and prints one JSON report on stdout for the test to read.
//   node run-electron-main.mjs <out/main/index.js>   (env: FAKE_USER_DATA, FAKE_LOCK_TAKEN)
import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const fakeUrl = new URL('./fake-electron.cjs', import.meta.url).href;
registerHooks({
  resolve: (specifier, context, next) =>
    specifier === 'electron' ? { url: fakeUrl, shortCircuit: true } : next(specifier, context),
});

const require = createRequire(import.meta.url);
const mainBundle = process.argv[2];
const { fake } = require('electron');
require(mainBundle);

const report = { ...fake.record };

if (process.env.FAKE_LOCK_TAKEN === '1') {
  await sleep(200);
} else {
  const window = await Promise.race([fake.whenWindow, sleep(10_000).then(() => null)]);
  if (!window) throw new Error('The host never opened a window.');
  await sleep(50);
  // The tray as first built, before anything was read.
  const firstTray = fake.record.trays[0];
  report.trayAtStart = {
    tooltip: firstTray?.tooltip,
    items: firstTray?.menu?.template.map((item) => item.label ?? item.type),
  };

  const contents = window.webContents;
  const navigation = (event) => {
    let prevented = false;
    for (const handler of contents.handlers.get(event) ?? []) {
      handler({ preventDefault: () => (prevented = true) }, 'https://evil.example/');
    }
    return { handlers: (contents.handlers.get(event) ?? []).length, prevented };
  };
  report.willNavigate = navigation('will-navigate');
  report.willRedirect = navigation('will-redirect');
  report.windowOpen = ['https://example.com/docs', 'file:///etc/passwd', 'javascript:alert(1)'].map(
    (url) => ({
      url,
      result: contents.windowOpenHandler?.({ url }),
    }),
  );
  report.permissionRequest = await new Promise((resolve) =>
    fake.permission.request?.(contents, 'media', resolve, {}),
  );
  report.permissionCheck = fake.permission.check?.(contents, 'clipboard-read', 'file://', {});

  const indexFile = join(mainBundle, '../../renderer/index.html');
  const appFrame = { senderFrame: { url: `${pathToFileURL(indexFile).href}#settings` } };
  const otherFrame = { senderFrame: { url: 'https://evil.example/' } };
  const invoke = (channel, event, input) => fake.ipcHandlers.get(channel)?.(event, input);
  report.ipc = {
    fromApp: await invoke('settings:get', appFrame, {}),
    fromOtherPage: await invoke('settings:get', otherFrame, {}),
    hostileFromApp: await invoke('settings:update', appFrame, JSON.parse('{"__proto__":{"theme":"dark"}}')),
  };
  await invoke('settings:update', appFrame, { theme: 'dark', closeToTray: true });
  await sleep(50);
  report.themeSourceAfterUpdate = require('electron').nativeTheme.themeSource;

  let closePrevented = false;
  window.emit('close', { preventDefault: () => (closePrevented = true) });
  report.closeWithCloseToTray = { prevented: closePrevented, hidden: window.state.hidden };

  // The tray as a user meets it: "Open Folio Desk" brings the hidden window back, "Refresh prices" fills the
  // menu with prices from one read.
  const tray = fake.record.trays[0];
  const trayItem = (prefix) => tray?.menu?.template.find((item) => item.label?.startsWith(prefix));
  trayItem('Open Folio Desk')?.click?.();
  report.openFromTray = { shown: window.state.shown, hidden: window.state.hidden };
  const journalBefore = (await invoke('credits:journal', appFrame, {})).value.length;
  trayItem('Refresh prices')?.click?.();
  for (let waited = 0; waited < 5000 && !trayItem('BTC '); waited += 50) await sleep(50);
  const journal = (await invoke('credits:journal', appFrame, {})).value;
  report.trayAfterRefresh = {
    tooltip: tray?.tooltip,
    items: tray?.menu?.template.map((item) => ({ label: item.label ?? item.type, enabled: item.enabled })),
    requests: journal
      .slice(0, journal.length - journalBefore)
      .map((e) => ({ endpoint: e.endpoint, credits: e.credits })),
  };

  report.windows = fake.record.windows.map((w) => ({ options: w.options, loaded: w.state.loaded }));
  report.trays = fake.record.trays.map((t) => ({
    image: t.image,
    tooltip: t.tooltip,
    items: t.menu?.template.map((item) => item.label ?? item.type),
  }));
  report.menus = fake.record.menus.map((m) => m.template.map((item) => item.label ?? item.role));
  report.sent = fake.record.sent;
  report.openExternal = fake.record.openExternal;
}

process.stdout.write(`${JSON.stringify(report)}\n`);
process.exit(0);
