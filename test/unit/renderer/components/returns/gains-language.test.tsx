// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GainsReport } from '../../../../../src/renderer/src/components/returns/gains-report';
import { useReturnsScope } from '../../../../../src/renderer/src/components/returns/use-returns';
import { useFolio } from '../../../../../src/renderer/src/stores/folio-context';
import { fakeApi } from '../../helpers/fake-api';
import { live, settings } from '../../helpers/fixtures';
import { renderIn } from '../../helpers/language';
import { gainsTransactions } from '../../helpers/returns-fixtures';

// The realized-gains report in German: its title, the lot method sentence with its link to Settings, the tables'
// captions counted in German, and the paging line; coin ids stay as the service names them.

const txs = gainsTransactions;

const service = () =>
  fakeApi({
    'settings:get': () => live(settings()),
    'portfolio:transactions': (input) => {
      const page = input.page ?? 1;
      return live(txs.slice((page - 1) * 100, page * 100));
    },
  });

function AllPagesRead() {
  const { stores } = useFolio();
  const scope = useReturnsScope();
  useEffect(() => {
    void (async () => {
      await stores.settings.settings.load({});
      await stores.returns.transactions.load(scope);
      for (let i = 0; i < 3; i++) await stores.returns.transactions.next();
    })();
  }, [stores, scope]);
  return <GainsReport />;
}

afterEach(cleanup);

const captions = () => [...document.querySelectorAll('table caption')].map((c) => c.textContent);

describe('the realized-gains report in German', () => {
  it('names the report, its basis and its tables in German', async () => {
    renderIn('de', <AllPagesRead />, service());
    expect(
      await screen.findByRole('heading', { name: 'Realisierte Gewinne' }, { timeout: 5000 }),
    ).toBeTruthy();
    const basis = screen.getByText(/^Nach FIFO; langfristig nach 365 Tagen Haltedauer/);
    expect(basis.querySelector('a')?.textContent).toBe('Einstellungen');
    await waitFor(
      () => expect(captions()).toContain('Verkäufe (150 Zeilen, eine je Verkauf und Haltedauer)'),
      {
        timeout: 10_000,
      },
    );
    expect(captions()).toEqual(expect.arrayContaining(['Nach Jahr', 'Nach Coin', 'Offene Positionen (75)']));
    expect(screen.getByText('100 von 150 Verkäufen angezeigt.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: '50 weitere anzeigen' })).toBeTruthy();
  }, 20_000);
});
