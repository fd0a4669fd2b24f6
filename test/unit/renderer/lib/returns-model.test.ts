import { describe, expect, it } from 'vitest';
import {
  priceReturn,
  returnsFigures,
  type ReturnsInputs,
} from '../../../../src/renderer/src/lib/returns-model';
import type { PortfolioTransaction } from '../../../../src/shared/domain/portfolio';
import type { Say } from '../../../../src/shared/envelope';
import { loadTranslator } from '../../../../src/shared/i18n/load';

const DAY = 86_400_000;
const d0 = Date.UTC(2024, 1, 27);
const iso = (t: number) => new Date(t).toISOString();
const tx = (id: string, type: string, at: number, worth: number, count = 1): PortfolioTransaction => ({
  id,
  type,
  date: iso(at),
  coinId: 'bitcoin',
  symbol: 'BTC',
  count,
  totalWorth: worth,
  profitLoss: null,
  note: null,
  addresses: [],
});
const point = (t: number, usd: number) => ({ t, usd, btc: usd / 50_000, eth: usd / 2_500 });

const inputs = (over: Partial<ReturnsInputs>): ReturnsInputs => ({
  range: 'all',
  now: d0 + 2 * DAY,
  pl: [],
  chart: [],
  rate: 1,
  transactions: [],
  transactionsComplete: true,
  plFetchedAt: d0 + 2 * DAY,
  chartFetchedAt: d0 + 2 * DAY,
  ...over,
});

describe('the returns the card shows', () => {
  it('a deposit before a loss: the time-weighted return gains while the money-weighted one loses', () => {
    // Day 1: 100 grows 10 %. 1,000 comes in, then the day-2 period loses 5 % of 1,110. Worked by hand:
    // TWR = 1.10 x 0.95 - 1 = +4.5 %; the money put in (1,100) is worth 1,054.50 at the end, a loss.
    const figures = returnsFigures(
      inputs({
        pl: [
          { date: iso(d0), profitLoss: 10, profitLossPercent: 10 },
          { date: iso(d0 + DAY), profitLoss: -55.5, profitLossPercent: -5 },
        ],
        chart: [point(d0, 100), point(d0 + DAY, 110), point(d0 + 2 * DAY, 1054.5)],
        transactions: [tx('a', 'Buy', d0, 100), tx('b', 'Buy', d0 + DAY, 1000)],
      }),
    );
    expect(figures.twr.value).toBeCloseTo(0.045, 10);
    expect(figures.mwr.ok).toBe(true);
    if (figures.mwr.ok) expect(figures.mwr.periodRate).toBeLessThan(0);
  });

  it('measures the money-weighted return from the chart’s first point when it begins after the range', () => {
    // The 1M chart is sampled from the moment it was read, so it starts hours after the range's midnight. The
    // value at work then is its first point, not nothing: 100 grown to 110 with no flows is +10 %.
    const now = Date.UTC(2024, 2, 27, 15);
    const first = Date.UTC(2024, 1, 27, 15);
    const figures = returnsFigures(
      inputs({
        range: '1m',
        now,
        chart: [point(first, 100), point(first + 15 * DAY, 105), point(now, 110)],
        pl: [{ date: iso(first), profitLoss: 10, profitLossPercent: 10 }],
        transactions: [tx('old', 'Buy', Date.UTC(2023, 0, 1), 80)],
      }),
    );
    expect(figures.mwr.ok, figures.mwr.ok ? '' : figures.mwr.why.id).toBe(true);
    if (figures.mwr.ok) expect(figures.mwr.periodRate).toBeCloseTo(0.1, 9);
  });

  it('says why there is no money-weighted return while pages of transactions remain unread', () => {
    const figures = returnsFigures(inputs({ transactionsComplete: false, chart: [point(d0, 1)] }));
    expect(figures.mwr).toMatchObject({ ok: false, why: { id: 'returns.whyMorePages' } });
  });

  it('divides base-currency profit by chart values converted at the rate: the same return as in USD', () => {
    const pl = [{ date: iso(d0), profitLoss: 9, profitLossPercent: 10 }];
    const chart = [point(d0, 100), point(d0 + DAY, 110)];
    const inEur = returnsFigures(inputs({ now: d0 + DAY, pl, chart, rate: 0.9 }));
    expect(inEur.twr.value).toBeCloseTo(0.1, 12);
    const noRate = returnsFigures(inputs({ now: d0 + DAY, pl, chart, rate: null }));
    expect(noRate.twr.value).toBeNull();
    expect(noRate.twrWhy).toEqual({ id: 'returns.whyNoRate' });
  });

  it('an RWA benchmark is its listed price at the range’s last point over its first', () => {
    const r = priceReturn(
      [
        { t: 1, value: 90 },
        { t: 10, value: 100 },
        { t: 20, value: 0 },
        { t: 30, value: 125 },
      ],
      5,
      40,
    );
    expect(r.value).toBeCloseTo(0.25, 12);
    expect(priceReturn([{ t: 10, value: 100 }], 5, 40).value).toBeNull();
  });
});

describe('why a return is missing, in the user’s language', () => {
  const said = async (language: 'de' | 'ar' | 'fr', say: Say | null) => {
    const { t } = await loadTranslator(language);
    return say === null ? null : t(say.id, say.values);
  };

  it('says in German that pages of transactions remain unread', async () => {
    const figures = returnsFigures(inputs({ transactionsComplete: false, chart: [point(d0, 1)] }));
    expect(figures.mwr.ok).toBe(false);
    if (!figures.mwr.ok) {
      expect(await said('de', figures.mwr.why)).toBe(
        'Weitere Seiten mit Transaktionen sind noch ungelesen: Lesen Sie alle, damit jeder Zahlungsfluss zählt.',
      );
    }
  });

  it('names two unpriced transactions with the Arabic dual', async () => {
    const unpriced = [tx('a', 'Buy', d0, Number.NaN), tx('b', 'Buy', d0 + DAY, Number.NaN)];
    const figures = returnsFigures(
      inputs({ chart: [point(d0, 100), point(d0 + DAY, 110)], transactions: unpriced }),
    );
    expect(figures.mwr.ok).toBe(false);
    if (!figures.mwr.ok) {
      expect(await said('ar', figures.mwr.why)).toBe(
        'المعاملتان a, b بلا قيمة أو تاريخ؛ أضف سعريهما لحساب العائد الموزون بالمال.',
      );
    }
  });

  it('says in French that the P/L history holds no period in the range', async () => {
    const figures = returnsFigures(inputs({ pl: [], chart: [point(d0, 100)] }));
    expect(figures.twr.value).toBeNull();
    expect(await said('fr', figures.twrWhy)).toBe(
      'L’historique des plus-/moins-values ne contient aucune période sur cette plage ; ' +
        'lisez d’abord l’historique de cette plage.',
    );
  });
});
