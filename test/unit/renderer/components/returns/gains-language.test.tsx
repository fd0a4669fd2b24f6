// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GainsReport } from '../../../../../src/renderer/src/components/returns/gains-report';
import { GainsTables } from '../../../../../src/renderer/src/components/returns/gains-tables';
import { gainsView } from '../../../../../src/shared/analytics/gains-job';
import { realizedGains, type LotTransaction } from '../../../../../src/shared/analytics';
import { useReturnsScope } from '../../../../../src/renderer/src/components/returns/use-returns';
import { useFolio } from '../../../../../src/renderer/src/stores/folio-context';
import { fakeApi } from '../../helpers/fake-api';
import { live, settings } from '../../helpers/fixtures';
import { renderIn } from '../../helpers/language';
import { buy, DAY, gainsTransactions, iso, start } from '../../helpers/returns-fixtures';
import type { PortfolioTransaction } from '../../../../../src/shared/domain/portfolio';

// The realized-gains report in German: its title, the lot method sentence with its link to Settings, the tables'
// captions counted in German, and the paging line; coin ids stay as the service names them.

const txs = gainsTransactions;

const service = (rows: PortfolioTransaction[] = txs) =>
  fakeApi({
    'settings:get': () => live(settings()),
    'portfolio:transactions': (input) => {
      const page = input.page ?? 1;
      return live(rows.slice((page - 1) * 100, page * 100));
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

// Two buys at 100 and 300 (a fee of 2 on the second), half sold for 250: FIFO gains 150, average cost 49 (half the
// fee in its cost); against the service's 40 the difference of 110 is the lot method's 101, the fee and a rest of 9.
const sold: LotTransaction[] = [
  { id: 'p1', type: 'Buy', date: '2024-01-01', coinId: 'bitcoin', count: 1, totalWorth: 100 },
  { id: 'p2', type: 'Buy', date: '2024-02-01', coinId: 'bitcoin', count: 1, totalWorth: 300, fee: 2 },
  { id: 'p3', type: 'Sell', date: '2024-03-01', coinId: 'bitcoin', count: -1, totalWorth: -250 },
];

function reconciledView() {
  const report = realizedGains(sold, { method: 'fifo' });
  if (!report.ok) throw new Error(report.message);
  return gainsView(report, sold, { method: 'fifo' }, 40);
}

const reconciliation = async (name: string) => (await screen.findByRole('note', { name })).textContent ?? '';

describe('the reconciliation with the service in Arabic', () => {
  it('isolates the difference and each signed amount of its causes, and leaves English as it was', async () => {
    const fake = () => fakeApi({ 'settings:get': () => live(settings()) });
    renderIn('ar', <GainsTables view={reconciledView()} currency="USD" serviceMeta={null} />, fake());
    const arabic = await reconciliation('المطابقة مع الخدمة');
    for (const figure of ['+$110.00', '+$101.00', '+$49.00', '+$150.00', '$2.00', '+$9.00']) {
      expect(arabic).toContain(`\u2068${figure}\u2069`);
    }
    cleanup();
    renderIn('en', <GainsTables view={reconciledView()} currency="USD" serviceMeta={null} />, fake());
    const english = await reconciliation('Reconciliation with the service');
    expect(english).not.toMatch(/[\u2068\u2069]/);
    expect(english).toContain('difference +$110.00');
  });
});

describe('a realized-gains report the lots cannot be worked out for, in Arabic', () => {
  it('isolates the amounts of a sale that takes more than was held, and leaves English as it was', async () => {
    // Two bitcoins bought, three and a half sold: one and a half short.
    const sale = { ...buy('s3', start + 2 * DAY, 0), type: 'Sell', date: iso(start + 2 * DAY), count: -3.5 };
    const rows = [buy('b1', start, 100), buy('b2', start + DAY, 300), { ...sale, totalWorth: -900 }];
    renderIn('ar', <AllPagesRead />, service(rows));
    const arabic = (await screen.findByRole('alert', {}, { timeout: 5000 })).textContent ?? '';
    expect(arabic).toContain('تستخدم \u20683.5\u2069 bitcoin');
    expect(arabic).toContain('إلا بـ \u20682\u2069 حينها (ينقص \u20681.5\u2069)');
    cleanup();
    renderIn('en', <AllPagesRead />, service(rows));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toMatch(
      /takes 3\.5 bitcoin, but only 2 were held then \(1\.5 short\)/,
    );
  });
});
