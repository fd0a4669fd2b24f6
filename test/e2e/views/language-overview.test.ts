import { expect, it } from 'vitest';
import { languageSession } from '../support/language-session';
import { documentDir, overflowing, shoot, VIEW_CONTROLS } from '../support/text-audit';

// Overview and Positions in German (the longest words) and Arabic (mirrored), as a user who chose the language in
// Settings sees them: the total, the returns named as finance apps name them, the coverage cards, and nothing
// spilling out of a button, label, heading cell or range choice.

const session = languageSession('overview');
const main = () => session.app.page.locator('#fd-main');
const fits = async () => expect(await overflowing(session.app.page, VIEW_CONTROLS)).toEqual([]);

it('shows Overview and Positions in German', async () => {
  await session.showIn('de', '#overview');
  await main().getByRole('heading', { name: 'Gesamtwert' }).waitFor();
  await main().getByRole('heading', { name: 'Renditen' }).waitFor();
  await main().getByText('So wurde die zeitgewichtete Rendite berechnet').waitFor();
  const returns = await main().getByRole('region', { name: 'Renditen' }).innerText();
  expect(returns).toContain('Zeitgewichtete Rendite');
  expect(returns).toContain('Geldgewichtete Rendite');
  await main().getByRole('heading', { name: 'Gewinn/Verlust' }).waitFor();
  await shoot(session.app.page, 'language-de-overview-1024', true);
  await fits();
  await session.showIn('de', '#positions');
  await main().getByRole('heading', { name: 'Risiko und Spam' }).waitFor();
  await main().getByRole('heading', { name: 'Zeitmaschine' }).waitFor();
  await shoot(session.app.page, 'language-de-positions-1024', true);
  await fits();
});

it('mirrors Overview and Positions in Arabic', async () => {
  await session.showIn('ar', '#overview');
  await main().getByRole('heading', { name: 'القيمة الإجمالية' }).waitFor();
  await main().getByText('كيف حُسب العائد الموزون زمنياً').waitFor();
  expect(await main().getByRole('region', { name: 'العوائد' }).innerText()).toContain(
    'العائد الموزون بالمال',
  );
  expect(await documentDir(session.app.page)).toBe('rtl');
  await shoot(session.app.page, 'language-ar-overview-1024', true);
  await fits();
  await session.showIn('ar', '#positions');
  await main().getByRole('heading', { name: 'آلة الزمن' }).waitFor();
  await shoot(session.app.page, 'language-ar-positions-1024', true);
  await fits();
});
