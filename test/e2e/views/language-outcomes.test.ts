import { expect, it } from 'vitest';
import type { PortfolioSummary } from '../../../src/shared/domain/portfolio';
import type { Envelope } from '../../../src/shared/envelope';
import type { ImportPlan, ImportStatus } from '../../../src/shared/import/types';
import { languageSession } from '../support/language-session';
import { sayIn, shoot } from '../support/text-audit';
import { TRADE_COLUMNS } from '../../support/import-file';

// What main says, on screen in the user's language: an import paused by the user is offered again in German with
// main's reason in German (kept in the journal by its message id); the same in Arabic, mirrored.

const session = languageSession('portfolios');
let jobId = '';

const api = <T>(call: string) => session.app.page.evaluate<Envelope<T>>(call);
const value = <T>(answer: Envelope<T>): T => {
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
};

it('plans an import into the demo’s manual portfolio, starts it and pauses it', async () => {
  const list = value(await api<PortfolioSummary[]>('window.api.portfolio.list()'));
  const manual = list.find((p) => p.portfolioName.startsWith('Long-term holdings'));
  if (!manual) throw new Error('The demo has no manual portfolio');
  const rows = Array.from(
    { length: 60 },
    (_, i) =>
      `2023-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}T08:00:00Z,bitcoin,Buy,0.00${i + 1},30000,lang ${i}`,
  );
  const input = {
    portfolioId: manual.portfolioId,
    currency: 'USD',
    fileName: 'paused.csv',
    text: ['date,coin,type,amount,price,note', ...rows].join('\n'),
    mapping: TRADE_COLUMNS,
  };
  const plan = value(await api<ImportPlan>(`window.api.import.plan(${JSON.stringify(input)})`));
  jobId = plan.jobId;
  value(await api<ImportStatus>(`window.api.import.start({ jobId: ${JSON.stringify(jobId)} })`));
  const paused = value(
    await api<ImportStatus>(`window.api.import.pause({ jobId: ${JSON.stringify(jobId)} })`),
  );
  expect(paused.state).toBe('paused');
});

it('offers the paused import again in German, saying why it stopped in German', async () => {
  const de = sayIn('de');
  await session.showIn('de', '#portfolios');
  const notices = session.app.page.getByRole('list', { name: de('imports.notices') });
  await notices
    .getByRole('button', { name: de('imports.openToResume') })
    .first()
    .click();
  const dialog = session.app.page.getByRole('dialog');
  await dialog.getByText(de('outcomes.importPausedByYou')).waitFor();
  expect(await dialog.innerText()).not.toContain('Paused by you');
  await shoot(session.app.page, 'language-outcomes-de-1024');
  await session.app.page.keyboard.press('Escape');
});

it('says it in Arabic too, the page mirrored', async () => {
  const ar = sayIn('ar');
  await session.showIn('ar', '#portfolios');
  const notices = session.app.page.getByRole('list', { name: ar('imports.notices') });
  await notices
    .getByRole('button', { name: ar('imports.openToResume') })
    .first()
    .click();
  await session.app.page.getByRole('dialog').getByText(ar('outcomes.importPausedByYou')).waitFor();
  expect(await session.app.page.evaluate('document.documentElement.dir')).toBe('rtl');
  await shoot(session.app.page, 'language-outcomes-ar-1024');
  await session.app.page.keyboard.press('Escape');
  value(await api<ImportStatus>(`window.api.import.cancel({ jobId: ${JSON.stringify(jobId)} })`));
});
