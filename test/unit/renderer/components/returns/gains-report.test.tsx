// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GainsReport } from '../../../../../src/renderer/src/components/returns/gains-report';
import { useReturnsScope } from '../../../../../src/renderer/src/components/returns/use-returns';
import { useFolio, type Stores } from '../../../../../src/renderer/src/stores/folio-context';
import { exportSets } from '../../../../../src/renderer/src/stores/export-sets';
import { fakeApi } from '../../helpers/fake-api';
import { live, settings } from '../../helpers/fixtures';
import { renderWith } from '../../helpers/render';
import { gainsTransactions } from '../../helpers/returns-fixtures';

// The realized-gains report sends the screen a page of sales and of open lots, not every row: the rest come when
// asked for, and the CSV export still holds every sale. Here the job runs in place (no Worker in happy-dom),
// behind the same client as the worker.

const txs = gainsTransactions;

function service() {
  return fakeApi({
    'settings:get': () => live(settings()),
    'portfolio:transactions': (input) => {
      const page = input.page ?? 1;
      return live(txs.slice((page - 1) * 100, page * 100));
    },
  });
}

/** The report as Portfolios shows it, with every page of the transactions read. */
function AllPagesRead({ onStores }: { onStores: (stores: Stores) => void }) {
  const { stores } = useFolio();
  const scope = useReturnsScope();
  useEffect(() => {
    onStores(stores);
    void (async () => {
      await stores.settings.settings.load({});
      await stores.returns.transactions.load(scope);
      for (let i = 0; i < 3; i++) await stores.returns.transactions.next();
    })();
  }, [stores, scope, onStores]);
  return <GainsReport />;
}

afterEach(cleanup);

// Found by selector: role queries over hundreds of cells take seconds in happy-dom.
const bodyRows = (table: Element | null) => [...(table?.querySelectorAll('tbody tr') ?? [])];
const tableCalled = (caption: string) =>
  [...document.querySelectorAll('table')].find((t) => t.caption?.textContent?.startsWith(caption)) ?? null;

describe('the realized-gains report', () => {
  // Four pages read and drawn, each a report of up to 175 rows: slow in happy-dom on a loaded machine.
  it('shows a page of sales, the rest on request, and exports every sale', async () => {
    let stores: Stores | null = null;
    renderWith(<AllPagesRead onStores={(s) => (stores = s)} />, service());
    // Every page read (the last one empty), the report counts all 300 transactions.
    await waitFor(() => expect(tableCalled('Sales (150 rows')).not.toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByText(/100 of 150 sales shown/)).toBeTruthy());
    expect(bodyRows(tableCalled('Sales'))).toHaveLength(100);
    expect(bodyRows(tableCalled('Open lots (75)'))).toHaveLength(75);
    fireEvent.click(screen.getByText('Show 50 more', { selector: 'button' }));
    await waitFor(() => expect(bodyRows(tableCalled('Sales'))).toHaveLength(150));
    // The last sale, of t299 for 449, took 1 coin of t148's lot, bought at 100 a coin: FIFO empties lots in turn.
    const last = bodyRows(tableCalled('Sales')).at(-1);
    expect(last?.getAttribute('data-transaction')).toBe('t299');
    expect(screen.queryByText(/of 150 sales shown/)).toBeNull();

    if (!stores) throw new Error('no stores');
    const set = exportSets(stores).find((s) => s.id === 'realized-gains');
    expect(set?.size).toBe(150);
    const rows = (await set?.load?.()) as { transactionId: string; gain: number }[];
    expect(rows.map((r) => r.transactionId)).toEqual(txs.filter((t) => t.type === 'Sell').map((t) => t.id));
    expect(rows.at(-1)?.gain).toBeCloseTo(449 - 100, 9);
  }, 20_000);
});
