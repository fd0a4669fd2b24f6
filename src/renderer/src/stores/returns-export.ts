import {
  DISPOSAL_COLUMNS,
  PERIOD_TABLE_COLUMNS,
  type Disposal,
  type LotOptions,
  type PeriodRow,
} from '../../../shared/analytics';
import type { PortfolioTransaction } from '../../../shared/domain/portfolio';
import type { Meta } from '../../../shared/envelope';
import { periodRows } from '../lib/returns-model';
import type { Stores } from './folio-context';
import { showsQuery } from './resource';
import { provenance, type ExportSet, type PortfolioOf } from './export-set';

// The period table and the realized-gains report as CSV, through the export dialog (its formula protection and
// number styles): computed from what the stores hold, so an export reads nothing and costs nothing.

type Scope = { portfolioId: string | undefined; currency: string };

export type ReturnsExportSet<Row = unknown> = ExportSet<Row, 'period-table' | 'realized-gains'>;

export interface GainsInputs {
  rows: readonly PortfolioTransaction[];
  options: LotOptions;
  /** The service's realized P/L for the same portfolio and currency; null when not read. */
  serviceRealized: number | null;
  meta: Meta | null;
  currency: string;
}

/** What the gains report is computed from; null until the transactions of `scope` are read. */
export function gainsInputs(stores: Stores, scope: Scope): GainsInputs | null {
  const tx = stores.returns.transactions.getState();
  const settings = stores.settings.settings.getState().value;
  const shown = tx.shownQuery;
  if (!tx.value || !shown || shown.portfolioId !== scope.portfolioId || shown.currency !== scope.currency)
    return null;
  const value = stores.portfolio.value.getState();
  const same =
    value.value !== null &&
    value.shownQuery?.portfolioId === scope.portfolioId &&
    value.value.currency === scope.currency;
  return {
    rows: tx.value.rows,
    options: { method: settings?.lotMethod ?? 'fifo', longTermDays: settings?.longTermDays ?? 365 },
    serviceRealized: same ? (value.value?.realizedProfitLoss ?? null) : null,
    meta: tx.meta,
    currency: scope.currency,
  };
}

/**
 * Every sale of the realized-gains report, fetched from its job when the file is saved. A report not made yet is
 * asked for: the export dialog lists the set when it arrives.
 */
function gainsSet(stores: Stores, portfolioOf: PortfolioOf): ReturnsExportSet<Disposal> | null {
  const txScope = stores.returns.transactions.getState().shownQuery;
  const inputs = txScope && gainsInputs(stores, txScope);
  if (!inputs) return null;
  const { gains } = stores.returns;
  gains.compute(inputs);
  const answer = gains.getState().answer;
  if (!gains.answers(inputs) || !answer?.ok || answer.disposalCount === 0) return null;
  return {
    id: 'realized-gains',
    title: `Realized gains (${inputs.options.method})`,
    of: portfolioOf(txScope),
    currency: inputs.currency,
    view: 'Portfolios',
    rows: [],
    size: answer.disposalCount,
    load: () => gains.disposals(0, Infinity),
    columns: [...DISPOSAL_COLUMNS, ...provenance<Disposal>(inputs.meta)],
  };
}

/** The period table and the gains report, each when it has rows, named for the portfolio its reads answer for. */
export function returnsExportSets(stores: Stores, portfolioOf: PortfolioOf): ReturnsExportSet[] {
  const sets: ReturnsExportSet[] = [];
  const pl = stores.returns.tablePl.getState();
  const chart = stores.returns.tableChart.getState();
  const currency = pl.shownQuery?.currency ?? 'USD';
  const rates = stores.portfolio.rates.getState().value;
  const rate = currency === 'USD' ? 1 : (rates?.find((r) => r.code === currency)?.rate ?? null);
  if (showsQuery(pl) && showsQuery(chart) && pl.shownQuery?.portfolioId === chart.shownQuery?.portfolioId) {
    const rows = periodRows(
      pl.value?.points ?? null,
      chart.value?.points ?? null,
      rate,
      pl.meta?.fetchedAt ?? 0,
    );
    const meta = pl.meta && chart.meta && chart.meta.fetchedAt < pl.meta.fetchedAt ? chart.meta : pl.meta;
    if (rows.length > 0) {
      const set: ReturnsExportSet<PeriodRow> = {
        id: 'period-table',
        title: 'Period table',
        of: portfolioOf(pl.shownQuery),
        view: 'Portfolios',
        rows,
        columns: [...PERIOD_TABLE_COLUMNS, ...provenance<PeriodRow>(meta)],
      };
      sets.push(set as ReturnsExportSet);
    }
  }
  const gains = gainsSet(stores, portfolioOf);
  if (gains) sets.push(gains as ReturnsExportSet);
  return sets;
}
