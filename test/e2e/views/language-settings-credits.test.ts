import { expect, it } from 'vitest';
import { languageSession } from '../support/language-session';
import { documentDir, shoot } from '../support/text-audit';

// Settings and Credits, and the header on top of every view, in German (the longest words) and Arabic (mirrored):
// a user who chose the language reads its words there, and the screenshots show whether they fit.

const session = languageSession('settings');
const heading = (name: string, exact = false) =>
  session.app.page.getByRole('heading', { name, exact }).waitFor();

it('says Settings, Credits and the header in German', async () => {
  const { page } = session.app;
  await session.showIn('de', '#settings');
  await heading('Einstellungen', true);
  await heading('Zugang zum Datendienst');
  await page.locator('.fd-meter__text', { hasText: 'übrig in diesem Monat' }).waitFor();
  await shoot(page, 'language-de-settings-1024', true);
  await session.showIn('de', '#credits');
  await heading('Abrufprotokoll');
  await page.getByRole('button', { name: 'Mit dem Dienst abgleichen' }).waitFor();
  await shoot(page, 'language-de-credits-1024', true);
});

it('mirrors Settings and Credits in Arabic', async () => {
  const { page } = session.app;
  await session.showIn('ar', '#settings');
  await heading('الإعدادات', true);
  expect(await documentDir(page)).toBe('rtl');
  await shoot(page, 'language-ar-settings-1024', true);
  await session.showIn('ar', '#credits');
  await heading('سجل الطلبات');
  await shoot(page, 'language-ar-credits-1024', true);
});
