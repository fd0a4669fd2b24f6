import { useState } from 'react';
import type { Disposal, GainTotals, OpenLot, Reconciliation } from '../../../../shared/analytics';
import type { gainSummary } from '../../../../shared/analytics';
import { GAINS_PAGE_ROWS, type GainsView } from '../../../../shared/analytics/gains-job';
import type { Meta } from '../../../../shared/envelope';
import { useFolio, useFormat } from '../../stores/folio-context';
import { Num } from '../num';
import { DataTable, type DataColumn } from '../data-table';
import { Tip } from '../tip';
import { messageParts } from '../message-parts';
import { figuresFor } from '../../lib/bidi';
import { useT, useTranslator } from '../../stores/i18n';
import { causeWords } from './reconcile-causes';

type Summary = ReturnType<typeof gainSummary>;

type Keyed = GainTotals & { key: string };

function TotalsTable({
  caption,
  first,
  rows,
  currency,
}: {
  caption: string;
  first: string;
  rows: Keyed[];
  currency: string;
}) {
  const fmt = useFormat();
  const t = useT();
  const columns: DataColumn<Keyed>[] = [
    { label: first, rowHeader: true, cell: (r) => <span translate="no">{r.key}</span> },
    { label: t('returns.colProceeds'), numeric: true, cell: (r) => fmt.money(r.proceeds, currency) },
    { label: t('returns.colCostBasis'), numeric: true, cell: (r) => fmt.money(r.costBasis, currency) },
    { label: t('returns.colGain'), numeric: true, cell: (r) => fmt.signedMoney(r.gain, currency) },
    { label: t('returns.colShortTerm'), numeric: true, cell: (r) => fmt.signedMoney(r.shortGain, currency) },
    { label: t('returns.colLongTerm'), numeric: true, cell: (r) => fmt.signedMoney(r.longGain, currency) },
    { label: t('returns.colSales'), numeric: true, cell: (r) => fmt.count(r.disposals) },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.key} />;
}

/** Ours beside the service's realized P/L: the difference is shown, and each cause that explains it. */
function ReconciliationNote({
  r,
  currency,
  meta,
}: {
  r: Reconciliation | null;
  currency: string;
  meta: Meta | null;
}) {
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  // Signed money in a right-to-left sentence: each an isolate, or its sign leaves its digits (lib/bidi.ts).
  const figure = figuresFor(dir);
  if (r === null) {
    return <p className="fd-source">{t('returns.serviceNotRead')}</p>;
  }
  const amount = <Num value={r.service} kind="signedMoney" currency={currency} meta={meta} />;
  const difference = (
    <Tip text={t('returns.differenceTip')}>{figure(fmt.signedMoney(r.difference, currency))}</Tip>
  );
  return (
    <div className="fd-returns__reconcile" role="note" aria-label={t('returns.reconciliation')}>
      <p>
        {r.agrees
          ? messageParts(t, 'returns.serviceAgrees', { amount })
          : messageParts(t, 'returns.serviceDiffers', { amount, difference })}
      </p>
      {r.causes.length > 0 && (
        <ul>
          {r.causes.map((cause) => (
            <li key={cause.kind}>{causeWords(cause, t, fmt, currency, figure)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GainFigures({ total, currency }: { total: Summary['total']; currency: string }) {
  const fmt = useFormat();
  const t = useT();
  return (
    <dl className="fd-returns__figures" aria-label={t('returns.gainsTotals')}>
      <div className="fd-returns__figure">
        <dt>{t('returns.realizedGain')}</dt>
        <dd className="fd-returns__big">{fmt.signedMoney(total.gain, currency)}</dd>
      </div>
      <div className="fd-returns__figure">
        <dt>{t('returns.colProceeds')}</dt>
        <dd>{fmt.money(total.proceeds, currency)}</dd>
      </div>
      <div className="fd-returns__figure">
        <dt>{t('returns.colCostBasis')}</dt>
        <dd>{fmt.money(total.costBasis, currency)}</dd>
      </div>
      <div className="fd-returns__figure">
        <dt>{t('returns.shortLong')}</dt>
        <dd>
          {fmt.signedMoney(total.shortGain, currency)} / {fmt.signedMoney(total.longGain, currency)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The rows of a long table shown so far: the first page came with the report, each further one is asked of the
 * gains job when the user wants it, so a hundred thousand rows never cross to the screen at once.
 */
function usePaged<Row>(
  first: Row[],
  total: number,
  fetch: (offset: number, limit: number) => Promise<Row[]>,
) {
  // The rows fetched after the first page, for the report they came from: a new report starts at its first page.
  const [extra, setExtra] = useState<{ of: Row[]; rows: Row[] }>({ of: first, rows: [] });
  const [loading, setLoading] = useState(false);
  const rows = extra.of === first ? [...first, ...extra.rows] : first;
  const more = () => {
    setLoading(true);
    void fetch(rows.length, GAINS_PAGE_ROWS).then((next) => {
      setExtra((had) =>
        had.of === first ? { of: first, rows: [...had.rows, ...next] } : { of: first, rows: next },
      );
      setLoading(false);
    });
  };
  return { rows, more: rows.length < total ? more : null, loading };
}

function ShowMore({
  paged,
  total,
  what,
}: {
  paged: ReturnType<typeof usePaged>;
  total: number;
  what: 'returns.salesShown' | 'returns.lotsShown';
}) {
  const fmt = useFormat();
  const t = useT();
  if (!paged.more) return null;
  return (
    <p className="fd-row">
      {t(what, { shown: fmt.count(paged.rows.length), total: fmt.count(total) })}{' '}
      <button type="button" className="fd-button" disabled={paged.loading} onClick={paged.more}>
        {t('returns.showMore', { n: fmt.count(Math.min(GAINS_PAGE_ROWS, total - paged.rows.length)) })}
      </button>
    </p>
  );
}

/** The sales, one row per sale and holding term, then the lots still held: a page of each, more on request. */
function SalesAndLots({ view, currency }: { view: GainsView; currency: string }) {
  const fmt = useFormat();
  const t = useT();
  const { gains } = useFolio().stores.returns;
  const salesShown = usePaged(view.disposals, view.disposalCount, gains.disposals);
  const lotsShown = usePaged(view.openLots, view.openLotCount, gains.openLots);
  const sales: DataColumn<Disposal>[] = [
    { label: t('returns.colSold'), cell: (d) => fmt.date(d.soldAt) },
    { label: t('labels.coin'), cell: (d) => <span translate="no">{d.coinId}</span> },
    { label: t('labels.amount'), numeric: true, cell: (d) => fmt.amount(d.count) },
    { label: t('returns.colProceeds'), numeric: true, cell: (d) => fmt.money(d.proceeds, currency) },
    { label: t('returns.colCostBasis'), numeric: true, cell: (d) => fmt.money(d.costBasis, currency) },
    { label: t('returns.colGain'), numeric: true, cell: (d) => fmt.signedMoney(d.gain, currency) },
    {
      label: t('returns.colTerm'),
      cell: (d) => t(d.term === 'short' ? 'returns.termShort' : 'returns.termLong'),
    },
  ];
  const lots: DataColumn<OpenLot>[] = [
    { label: t('returns.colAcquired'), cell: (lot) => fmt.date(lot.acquiredAt) },
    { label: t('labels.coin'), cell: (lot) => <span translate="no">{lot.coinId}</span> },
    { label: t('labels.amount'), numeric: true, cell: (lot) => fmt.amount(lot.count) },
    { label: t('returns.colCostBasis'), numeric: true, cell: (lot) => fmt.money(lot.costBasis, currency) },
  ];
  return (
    <>
      <DataTable
        caption={t('returns.salesCaption', { count: view.disposalCount, n: fmt.count(view.disposalCount) })}
        columns={sales}
        rows={salesShown.rows}
        rowKey={(d) => `${d.transactionId}-${d.term}`}
        rowProps={(d) => ({ 'data-transaction': d.transactionId })}
      />
      <ShowMore paged={salesShown} total={view.disposalCount} what="returns.salesShown" />
      <DataTable
        caption={t('returns.openLotsCaption', { n: fmt.count(view.openLotCount) })}
        columns={lots}
        rows={lotsShown.rows}
        rowKey={(lot) => `${lot.transactionId}-${lot.acquiredAt}`}
      />
      <ShowMore paged={lotsShown} total={view.openLotCount} what="returns.lotsShown" />
    </>
  );
}

export function GainsTables(props: { view: GainsView; currency: string; serviceMeta: Meta | null }) {
  const { view, currency } = props;
  const { summary, reconciliation } = view;
  const t = useT();
  return (
    <>
      <GainFigures total={summary.total} currency={currency} />
      <ReconciliationNote r={reconciliation} currency={currency} meta={props.serviceMeta} />
      <TotalsTable
        caption={t('returns.byYear')}
        first={t('returns.year')}
        currency={currency}
        rows={summary.byYear.map((y) => ({ ...y, key: String(y.year) }))}
      />
      <TotalsTable
        caption={t('returns.byCoin')}
        first={t('labels.coin')}
        currency={currency}
        rows={summary.byCoin.map((c) => ({ ...c, key: c.coinId }))}
      />
      <SalesAndLots view={view} currency={currency} />
    </>
  );
}
