// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportPlan, ImportProgress, ImportStatus } from '../../../../../../src/shared/import/types';
import { readCsv } from '../../../../../../src/shared/import/csv-read';
import { guessMapping, previewRows } from '../../../../../../src/shared/import/mapping';
import type { Input } from '../../../../../../src/shared/contract';
import { useFolio } from '../../../../../../src/renderer/src/stores/folio-context';
import { NO_QUERY } from '../../../../../../src/renderer/src/stores/resource';
import { ManageBar } from '../../../../../../src/renderer/src/views/portfolios/manage/manage-bar';
import { closeManage } from '../../../../../../src/renderer/src/views/portfolios/manage/manage-requests';
import { fakeApi, type Responders } from '../../../helpers/fake-api';
import { live, NOW, portfolios, settings } from '../../../helpers/fixtures';
import { renderWith } from '../../../helpers/render';

// Importing past trades from the manage bar of a manual portfolio: the file's columns chosen with the first rows
// read through them (the shared parser answers the preview, as in main), invalid rows and the price before anything is sent, then the
// job's progress, pause and resume, refused and unknown rows, and an import a restart left behind.

/** import:preview as main answers it: the file read with the shared parser, the guess, the first rows. */
function preview(input: Input<'import:preview'>) {
  const table = readCsv(input.text);
  const guess = guessMapping(table.header, table.delimiter);
  const mapping = input.mapping ?? guess.mapping;
  return live({
    template: guess.template,
    delimiter: table.delimiter,
    header: table.header,
    rowCount: table.rows.length,
    guess: input.mapping ? { ...guess, mapping: input.mapping, missing: [] } : guess,
    rows: mapping ? previewRows(table, mapping, { portfolioId: 'preview', currency: 'USD', now: NOW }) : [],
  });
}

afterEach(() => {
  cleanup();
  closeManage();
});

const GENERIC = [
  'When,Coin,Type,Amount,Price',
  '2024-01-02,bitcoin,Buy,0.5,40000',
  '2024-01-03,ethereum,Sell,2,2500',
  '2024-01-04,solana,Buy,-1,100',
].join('\n');

const plan: ImportPlan = {
  jobId: 'job-1',
  fileName: 'trades.csv',
  portfolioId: 'p1',
  currency: 'USD',
  rowsInFile: 3,
  toSend: 1,
  alreadyImported: 0,
  alreadyAtService: 1,
  queuedElsewhere: 0,
  invalid: [{ line: 4, problems: ['amount is negative: write a sale as a Sell row with a positive amount'] }],
  coins: [
    {
      text: 'bitcoin',
      coinId: 'bitcoin',
      name: 'Bitcoin',
      symbol: 'BTC',
      icon: 'https://static.coinstats.app/coins/bitcoin.png',
    },
  ],
  cost: { perRow: 4, credits: 4, explanation: '1 rows x 4 credits for POST /portfolio/transaction' },
  planCredits: 4,
  warning: null,
};

const progress = (over: Partial<ImportProgress> = {}): ImportProgress => ({
  jobId: 'job-1',
  fileName: 'trades.csv',
  portfolioId: 'p1',
  state: 'running',
  stopReason: null,
  total: 17,
  sent: 0,
  refused: 0,
  unknown: 0,
  pending: 17,
  createdAt: NOW - 60_000,
  ...over,
});
const status = (over: Partial<ImportStatus> = {}): ImportStatus => ({
  ...progress(over),
  refusedRows: [],
  unknownRows: [],
  ...over,
});

function Screen() {
  const { stores } = useFolio();
  useEffect(() => {
    stores.portfolio.ui.setState({ selectedId: 'p1' });
    void stores.portfolio.list.load(NO_QUERY);
    // The figures on screen, as the Portfolios view reads them (through the cache).
    void stores.portfolio.value.load({ portfolioId: 'p1', currency: 'USD' });
  }, [stores]);
  return <ManageBar />;
}

function setUp(over: Responders = {}) {
  const fake = fakeApi({
    'settings:get': () => live(settings()),
    'portfolio:list': () => live(portfolios),
    // A row is 4 credits; each of the five figures the view reads again after an import, 2.
    'credits:preview': ({ channel }) =>
      live(
        channel === 'manage:addTransaction'
          ? {
              credits: 4,
              usdc: null,
              needsConfirmation: false,
              explanation: '4 credits for POST /portfolio/transaction',
            }
          : { credits: 2, usdc: null, needsConfirmation: false, explanation: `2 credits for ${channel}` },
      ),
    'import:list': () => live([]),
    'import:preview': preview,
    'import:plan': () => live(plan),
    'import:cancel': () => live(status({ state: 'cancelled' })),
    ...over,
  });
  renderWith(<Screen />, fake);
  return fake;
}

async function openWithFile(text: string, name = 'trades.csv') {
  fireEvent.click(await screen.findByRole('button', { name: 'Import transactions' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  const input = within(dialog).getByLabelText(/CSV file/);
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
  await within(dialog).findByRole('table', { name: /columns and what each holds/, hidden: true });
  return dialog;
}

const columnSelect = (dialog: HTMLElement, header: string) =>
  within(dialog).getByRole('combobox', { name: header, hidden: true });

describe('importing a file into a manual portfolio', () => {
  it('asks for the column no header named, then reads the first rows through the choice', async () => {
    const fake = setUp();
    const dialog = await openWithFile(GENERIC);
    const check = within(dialog).getByRole('button', { name: 'Check rows and price', hidden: true });
    expect(within(dialog).getByRole('status', { hidden: true }).textContent).toBe(
      'Choose the column that holds the date.',
    );
    expect((check as HTMLButtonElement).disabled).toBe(true);
    expect((columnSelect(dialog, 'Coin') as HTMLSelectElement).value).toBe('coin');

    fireEvent.change(columnSelect(dialog, 'When'), { target: { value: 'date' } });
    const rows = await within(dialog).findByRole('table', { name: /as they will be read/, hidden: true });
    await waitFor(() => expect(within(rows).getAllByRole('row', { hidden: true })).toHaveLength(4));
    expect(rows.textContent).toContain('Sell');
    expect(rows.textContent).toContain('Not imported: amount is negative');
    expect((check as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(check);
    await within(dialog).findByRole('list', { name: 'Rows not valid', hidden: true });
    expect(fake.callsTo('import:plan')[0]).toMatchObject({
      portfolioId: 'p1',
      fileName: 'trades.csv',
      mapping: { date: 0, coin: 1, side: 2, amount: 3, price: 4, fee: null },
    });
  });

  it('lists invalid rows with their line, the skipped ones, and the price beside Start', async () => {
    const fake = setUp({
      'import:plan': () => live({ ...plan, toSend: 312, cost: { ...plan.cost, credits: 1248 } }),
      'import:start': () => live(status({ total: 312, pending: 312 })),
    });
    const dialog = await openWithFile(GENERIC);
    fireEvent.change(columnSelect(dialog, 'When'), { target: { value: 'date' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check rows and price', hidden: true }));
    const invalid = await within(dialog).findByRole('list', { name: 'Rows not valid', hidden: true });
    expect(invalid.textContent).toBe(
      'Line 4 amount is negative: write a sale as a Sell row with a positive amount',
    );
    const figures = [...dialog.querySelectorAll('dl[aria-label="Import plan"] > div')].map(
      (d) => d.textContent,
    );
    expect(figures).toEqual([
      'In the file3',
      'To send312',
      'Already imported0',
      'Already in the portfolio1',
      'Not valid1',
    ]);
    // Each coin as the file wrote it, and the coin it was read as, with that coin's icon to tell a wrong guess.
    const reading = dialog.querySelector('.fd-import__coins');
    expect(reading?.textContent).toContain('bitcoin →');
    expect(reading?.querySelector('.fd-coin-cell .fd-coin-icon')).not.toBeNull();
    expect(reading?.querySelector('.fd-coin-cell > span:last-child')?.textContent).toBe('Bitcoin');
    await waitFor(() =>
      expect(dialog.querySelector('.fd-cost')?.firstChild?.textContent).toBe('312 rows, 1,258 credits'),
    );
    // The rows, then the portfolio's figures read again once the import stops, as after any transaction write.
    expect(within(dialog).getByRole('tooltip', { hidden: true }).textContent).toMatch(
      /^1,258 credits: 1,248 credits to send 312 × 4 credits for POST \/portfolio\/transaction; then, to read the portfolio again once the import stops, 10 credits: /,
    );
    expect(fake.callsTo('import:start')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Start import', hidden: true }));
    await within(dialog).findByRole('progressbar', { name: 'Import progress', hidden: true });
    expect(fake.callsTo('import:start')).toEqual([{ jobId: 'job-1' }]);
  });

  it('drops the plan when the user goes back to change a column', async () => {
    const fake = setUp();
    const dialog = await openWithFile(GENERIC);
    fireEvent.change(columnSelect(dialog, 'When'), { target: { value: 'date' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check rows and price', hidden: true }));
    await within(dialog).findByRole('button', { name: 'Start import', hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back', hidden: true }));
    await within(dialog).findByRole('button', { name: 'Check rows and price', hidden: true });
    expect(fake.callsTo('import:cancel')).toEqual([{ jobId: 'job-1' }]);
  });

  it("recognises CoinStats' template and shows its first rows at once", async () => {
    setUp();
    const dialog = await openWithFile(
      [
        'Coin Symbol,Exchange,Pair,Type,Amount,Price,Fee,Date,Notes',
        'BTC,Binance,BTC/USD,Buy,0.1,40000,2,2024-01-02T10:00:00Z,first',
      ].join('\n'),
    );
    expect(dialog.textContent).toContain('CoinStats template');
    const rows = await within(dialog).findByRole('table', { name: /as they will be read/, hidden: true });
    expect(rows.textContent).toContain('first · Exchange: Binance');
    expect(within(dialog).queryByText(/Choose the column/)).toBeNull();
  });
});

describe('an import under way', () => {
  it('moves with main’s progress, pauses, and lists the refused rows with their reasons', async () => {
    let current = status({ total: 3, pending: 3 });
    const fake = setUp({
      'import:start': () => live(current),
      'import:status': () => live(current),
      'import:pause': () => live((current = { ...current, state: 'paused', stopReason: 'Paused by you.' })),
    });
    const dialog = await openWithFile(GENERIC);
    fireEvent.change(columnSelect(dialog, 'When'), { target: { value: 'date' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check rows and price', hidden: true }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Start import', hidden: true }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Import progress', hidden: true });

    current = status({ total: 3, sent: 1, refused: 1, pending: 1 });
    current.refusedRows = [
      { line: 3, reason: 'Bad request (400). The amount is more than the portfolio holds.' },
    ];
    fake.emit('import:progress', progress({ total: 3, sent: 1, refused: 1, pending: 1 }));
    await waitFor(() => expect(bar.getAttribute('value')).toBe('2'));
    expect(within(dialog).getByText(/^Sending… 2 of 3 rows/)).toBeTruthy();
    const refused = await within(dialog).findByRole('list', { name: 'Rows refused', hidden: true });
    expect(refused.textContent).toBe(
      'Line 3 Bad request (400). The amount is more than the portfolio holds.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause', hidden: true }));
    await within(dialog).findByRole('button', { name: 'Resume', hidden: true });
    expect(fake.callsTo('import:pause')).toEqual([{ jobId: 'job-1' }]);
    expect(dialog.textContent).toContain('Paused at 2 of 3 rows');
    expect(dialog.textContent).toContain('Paused by you.');
  });

  it('offers an import a restart left behind, priced for the rows left, and resumes it', async () => {
    const stopped = status({
      state: 'interrupted',
      stopReason: 'Folio Desk stopped while this import ran; resume to go on.',
      sent: 5,
      pending: 12,
    });
    const fake = setUp({
      'import:list': () => live([progress({ state: 'interrupted', sent: 5, pending: 12 })]),
      'import:status': () => live(stopped),
      'import:start': () => live({ ...stopped, state: 'running', stopReason: null }),
    });
    const notices = await screen.findByRole('list', { name: 'Imports not finished' });
    expect(notices.textContent).toContain('Import of trades.csv into Main stopped at 5 of 17 rows');
    fireEvent.click(within(notices).getByRole('button', { name: 'Open to resume' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await within(dialog).findByText('Stopped at 5 of 17 rows');
    expect(dialog.textContent).toContain('resume to go on');
    await waitFor(() =>
      expect(dialog.querySelector('.fd-cost')?.firstChild?.textContent).toBe('12 rows, 58 credits'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume', hidden: true }));
    await within(dialog).findByRole('button', { name: 'Pause', hidden: true });
    expect(fake.callsTo('import:start')).toEqual([{ jobId: 'job-1' }]);
  });

  it('sends rows of unknown outcome again only when the user asks', async () => {
    const reason =
      'Unknown: no answer came in time and the portfolio does not list it yet. Check the portfolio, then retry or leave it.';
    const unsure = status({
      state: 'done',
      sent: 16,
      unknown: 1,
      pending: 0,
      unknownRows: [{ line: 9, reason }],
    });
    const fake = setUp({
      'import:list': () => live([progress({ state: 'paused', sent: 16, unknown: 1, pending: 0 })]),
      'import:status': () => live(unsure),
      'import:retryUnknown': () => live({ ...unsure, unknown: 0, pending: 1, unknownRows: [] }),
      'import:start': () => live({ ...unsure, state: 'running', unknown: 0, pending: 1, unknownRows: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open to resume' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const check = await within(dialog).findByRole('list', { name: 'Rows to check', hidden: true });
    expect(check.textContent).toBe(`Line 9 ${reason}`);
    expect(fake.callsTo('import:retryUnknown')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send these again', hidden: true }));
    await within(dialog).findByRole('button', { name: 'Pause', hidden: true });
    const order = fake.calls
      .map((c) => c.channel)
      .filter((c) => c === 'import:retryUnknown' || c === 'import:start');
    expect(order).toEqual(['import:retryUnknown', 'import:start']);
  });

  it('reads the portfolio again, live, once an import that sent rows stops', async () => {
    const fake = setUp();
    await screen.findByRole('button', { name: 'Import transactions' });
    const live = () =>
      fake.callsTo('portfolio:value').filter((input) => (input as { refresh?: boolean }).refresh);
    fake.emit('import:progress', progress({ total: 3, pending: 3 }));
    fake.emit('import:progress', progress({ total: 3, sent: 2, pending: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live()).toEqual([]);
    fake.emit('import:progress', progress({ state: 'done', total: 3, sent: 3, pending: 0 }));
    await waitFor(() => expect(live()).toEqual([{ portfolioId: 'p1', currency: 'USD', refresh: true }]));
    // The same end said again (a second push, a status read) reads nothing more.
    fake.emit('import:progress', progress({ state: 'done', total: 3, sent: 3, pending: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live()).toHaveLength(1);
  });
});
