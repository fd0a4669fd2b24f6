import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAppSession, screenshotDir, type AppSession } from '../support/app-session';

// Settings and Credits, and the header on top of every view, in German (the longest words) and Arabic (mirrored):
// a user who chose the language reads its words there, and the screenshots show whether they fit.

let app: AppSession;

beforeAll(async () => {
  app = await openAppSession();
  await app.page.setViewportSize({ width: 1024, height: 700 });
  await app.open('settings');
});

afterAll(async () => {
  expect(app?.problems ?? []).toEqual([]);
  await app?.close();
});

const language = (code: string) => app.page.evaluate(`window.api.settings.update({ language: "${code}" })`);

async function show(route: string): Promise<void> {
  await app.page.goto(`${app.host.url}${route}`);
  await app.page.locator('#fd-main').waitFor();
}

it('says Settings, Credits and the header in German', async () => {
  await language('de');
  await show('#settings');
  await app.page.getByRole('heading', { name: 'Einstellungen', exact: true }).waitFor();
  await app.page.getByRole('heading', { name: 'Zugang zum Datendienst' }).waitFor();
  await app.page.locator('.fd-meter__text', { hasText: 'übrig in diesem Monat' }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-settings-1024.png'), fullPage: true });
  await show('#credits');
  await app.page.getByRole('heading', { name: 'Abrufprotokoll' }).waitFor();
  await app.page.getByRole('button', { name: 'Mit dem Dienst abgleichen' }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-de-credits-1024.png'), fullPage: true });
});

it('mirrors Settings and Credits in Arabic', async () => {
  await language('ar');
  await show('#settings');
  await app.page.getByRole('heading', { name: 'الإعدادات', exact: true }).waitFor();
  expect(await app.page.evaluate('document.documentElement.dir')).toBe('rtl');
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-settings-1024.png'), fullPage: true });
  await show('#credits');
  await app.page.getByRole('heading', { name: 'سجل الطلبات' }).waitFor();
  await app.page.screenshot({ path: join(screenshotDir, 'language-ar-credits-1024.png'), fullPage: true });
  await language('en');
});
