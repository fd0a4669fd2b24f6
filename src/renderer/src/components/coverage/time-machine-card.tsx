import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { changeSince, type ChangeSince } from '../../../../shared/analytics';
import type { Holding } from '../../../../shared/domain/portfolio';
import type { PastDay } from '../../../../shared/domain/coverage';
import type { Meta } from '../../../../shared/envelope';
import { createResource, NO_QUERY } from '../../stores/resource';
import { useFolio, useFormat, useNow } from '../../stores/folio-context';
import { CostBadge } from '../cost-badge';
import { DataTable, type DataColumn } from '../data-table';
import { Num } from '../num';
import { Tip } from '../tip';
import { AskedAnswer, CoverageCard } from './card-head';
import { useAskedRead } from './use-asked-read';
import { useT } from '../../stores/i18n';
import './coverage.css';
import { CoinIcon } from '../coin-icon/coin-icon';
import { LeftOutNote, useCountedHoldings } from '../likely-spam';

const DAY_MS = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const ALL = {};
const HOLDINGS_USD = { currency: 'USD' };

function useKeptDays(refreshKey: unknown) {
  const { api } = useFolio();
  const [store] = useState(() => createResource(() => api.portfolio.keptDays(ALL)));
  useEffect(() => {
    void store.load(NO_QUERY);
  }, [store, refreshKey]);
  return useStore(store, (s) => s.value?.days ?? null);
}

/** One figure of the then-and-now list: its term, and the amount. */
function Figure({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Figures({ since, meta }: { since: ChangeSince; meta: Meta }) {
  const t = useT();
  const signed = (value: number | null) => (
    <Num value={value} kind="signedMoney" currency="USD" meta={null} tone />
  );
  return (
    <dl className="fd-cov__figures" aria-label={t('coverage.thenAndNow')}>
      <Figure term={t('coverage.valueThen')}>
        <Num value={since.valueThen} kind="money" currency="USD" meta={meta} />
      </Figure>
      <Figure term={t('coverage.valueNow')}>
        <Num value={since.valueNow} kind="money" currency="USD" meta={null} />
      </Figure>
      <Figure term={t('coverage.change')}>{signed(since.change)}</Figure>
      <Figure term={<Tip text={t('coverage.fromPricesTip')}>{t('coverage.fromPrices')}</Tip>}>
        {signed(since.priceMove)}
      </Figure>
      <Figure term={<Tip text={t('coverage.fromQuantitiesTip')}>{t('coverage.fromQuantities')}</Tip>}>
        {signed(since.quantityMove)}
      </Figure>
    </dl>
  );
}

type CoinSince = ChangeSince['coins'][number];

function SinceTable({
  since,
  meta,
  iconOf,
}: {
  since: ChangeSince;
  meta: Meta;
  /** The icon of a coin held now, by its symbol; a coin held only then shows its symbol's disc. */
  iconOf: (symbol: string) => string | null;
}) {
  const t = useT();
  const columns: DataColumn<CoinSince>[] = [
    {
      label: t('labels.coin'),
      rowHeader: true,
      cell: (c) => (
        <span className="fd-coin-cell" translate="no">
          <CoinIcon url={iconOf(c.symbol)} symbol={c.symbol} size={18} />
          {c.symbol}
        </span>
      ),
    },
    {
      label: t('coverage.heldThen'),
      numeric: true,
      cell: (c) => <Num value={c.quantityThen} kind="amount" meta={meta} />,
    },
    {
      label: t('coverage.heldNow'),
      numeric: true,
      cell: (c) => <Num value={c.quantityNow} kind="amount" meta={null} />,
    },
    {
      label: t('coverage.valueThen'),
      numeric: true,
      cell: (c) => <Num value={c.valueThen} kind="money" currency="USD" meta={meta} />,
    },
    {
      label: t('coverage.valueNow'),
      numeric: true,
      cell: (c) => <Num value={c.valueNow} kind="money" currency="USD" meta={null} />,
    },
    {
      label: t('coverage.fromPrice'),
      numeric: true,
      cell: (c) => <Num value={c.priceMove} kind="signedMoney" currency="USD" meta={null} tone />,
    },
    {
      label: t('coverage.fromQuantity'),
      numeric: true,
      cell: (c) => <Num value={c.quantityMove} kind="signedMoney" currency="USD" meta={null} tone />,
    },
  ];
  return (
    <DataTable
      className="fd-cov__table"
      label={t('coverage.sinceTable')}
      columns={columns}
      rows={since.coins}
      rowKey={(c) => c.symbol}
    />
  );
}

function PastDayResult({ past, meta, held }: { past: PastDay; meta: Meta; held: Holding[] | null }) {
  const fmt = useFormat();
  const t = useT();
  // The user's choice about likely spam rules this total as it rules Overview's and the risk card's.
  const counted = useCountedHoldings(held);
  const holdings = counted?.holdings ?? null;
  if (!past.snapshot)
    return <p className="fd-hint">{t('coverage.nothingHeld', { day: fmt.date(`${past.day}T12:00:00Z`) })}</p>;
  // The day's holdings name coins by symbol only, so a coin left out now is left out of that day by its symbol.
  const leftOut = new Set(counted?.leftOut.map((h) => h.symbol.toUpperCase()));
  const then = past.snapshot.holdings.filter((h) => !leftOut.has(h.symbol.toUpperCase()));
  const since = changeSince(then, holdings ?? []);
  return (
    <>
      <Figures since={since} meta={meta} />
      <LeftOutNote counted={counted} className="fd-cov__note" />
      {holdings === null && <p className="fd-cov__note">{t('coverage.noHoldingsNow')}</p>}
      <SinceTable
        since={since}
        meta={meta}
        iconOf={(symbol) => holdings?.find((h) => h.symbol === symbol)?.icon ?? null}
      />
    </>
  );
}

/**
 * The portfolio on a past day, and what changed since: per coin, what prices did and what trades did. A past
 * day never changes, so each day read is kept on this computer for good and read again for nothing.
 */
export function TimeMachineCard() {
  const { api } = useFolio();
  const now = useNow();
  const yesterday = dayOf(now - DAY_MS);
  const [day, setDay] = useState(() => dayOf(now - 30 * DAY_MS));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= yesterday;
  const read = useAskedRead(
    'portfolio:snapshot',
    valid ? { day } : null,
    (q) => api.portfolio.snapshot(q),
    'cached',
    false,
  );
  const holdings = useAskedRead('portfolio:coins', HOLDINGS_USD, (q) => api.portfolio.coins(q), 'cheap');
  const held = useStore(holdings.store, (s) => s.value);
  const meta = useStore(read.store, (s) => s.meta);
  const kept = useKeptDays(meta?.fetchedAt);
  const t = useT();
  const fmt = useFormat();
  return (
    <CoverageCard
      title="coverage.timeMachineTitle"
      tip="coverage.timeMachineTip"
      actions={
        <span className="fd-cov__actions">
          <label className="fd-cov__field">
            {t('coverage.day')}
            <input
              type="date"
              value={day}
              max={yesterday}
              onChange={(e) => setDay(e.target.value)}
              aria-invalid={!valid}
            />
          </label>
          <button type="button" className="fd-button" onClick={read.ask} disabled={!valid}>
            {t('coverage.showDay')}
          </button>
          <CostBadge cost={read.cost} cached />
          <span className="fd-cov__kept" aria-live="polite">
            {t('coverage.keptDays', { n: kept === null ? '…' : fmt.count(kept.length) })}
          </span>
        </span>
      }
    >
      {valid ? (
        <AskedAnswer read={read} what="status.pastDayHoldings" reserve="table" hint>
          {(past, pastMeta) => <PastDayResult past={past} meta={pastMeta} held={held} />}
        </AskedAnswer>
      ) : (
        <p className="fd-hint" role="alert">
          {t('coverage.pickDay', { day: yesterday })}
        </p>
      )}
    </CoverageCard>
  );
}
