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
import { Loaded } from '../loaded';
import { Num } from '../num';
import { Tip } from '../tip';
import { useAskedRead } from './use-asked-read';
import './coverage.css';

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
  const signed = (value: number | null) => (
    <Num value={value} kind="signedMoney" currency="USD" meta={null} tone />
  );
  return (
    <dl className="fd-cov__figures" aria-label="Then and now">
      <Figure term="Value then">
        <Num value={since.valueThen} kind="money" currency="USD" meta={meta} />
      </Figure>
      <Figure term="Value now">
        <Num value={since.valueNow} kind="money" currency="USD" meta={null} />
      </Figure>
      <Figure term="Change">{signed(since.change)}</Figure>
      <Figure
        term={<Tip text="What the coins held that day gained or lost as prices moved.">From prices</Tip>}
      >
        {signed(since.priceMove)}
      </Figure>
      <Figure
        term={
          <Tip text="What was bought, sold or moved since, valued at today's prices.">From quantities</Tip>
        }
      >
        {signed(since.quantityMove)}
      </Figure>
    </dl>
  );
}

type CoinSince = ChangeSince['coins'][number];

function SinceTable({ since, meta }: { since: ChangeSince; meta: Meta }) {
  const columns: DataColumn<CoinSince>[] = [
    { label: 'Coin', rowHeader: true, cell: (c) => c.symbol },
    {
      label: 'Held then',
      numeric: true,
      cell: (c) => <Num value={c.quantityThen} kind="amount" meta={meta} />,
    },
    {
      label: 'Held now',
      numeric: true,
      cell: (c) => <Num value={c.quantityNow} kind="amount" meta={null} />,
    },
    {
      label: 'Value then',
      numeric: true,
      cell: (c) => <Num value={c.valueThen} kind="money" currency="USD" meta={meta} />,
    },
    {
      label: 'Value now',
      numeric: true,
      cell: (c) => <Num value={c.valueNow} kind="money" currency="USD" meta={null} />,
    },
    {
      label: 'From price',
      numeric: true,
      cell: (c) => <Num value={c.priceMove} kind="signedMoney" currency="USD" meta={null} tone />,
    },
    {
      label: 'From quantity',
      numeric: true,
      cell: (c) => <Num value={c.quantityMove} kind="signedMoney" currency="USD" meta={null} tone />,
    },
  ];
  return (
    <DataTable
      className="fd-cov__table"
      label="Change per coin since that day"
      columns={columns}
      rows={since.coins}
      rowKey={(c) => c.symbol}
    />
  );
}

function PastDayResult({ past, meta, holdings }: { past: PastDay; meta: Meta; holdings: Holding[] | null }) {
  const fmt = useFormat();
  if (!past.snapshot)
    return <p className="fd-hint">Nothing was held on {fmt.date(`${past.day}T12:00:00Z`)}.</p>;
  const since = changeSince(past.snapshot.holdings, holdings ?? []);
  return (
    <>
      <Figures since={since} meta={meta} />
      {holdings === null && (
        <p className="fd-cov__note">Today's holdings are not read yet: "now" counts none.</p>
      )}
      <SinceTable since={since} meta={meta} />
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
  return (
    <section className="fd-card fd-cov" aria-labelledby="fd-time-machine-title">
      <div className="fd-cov__head">
        <h3 id="fd-time-machine-title">Time machine</h3>
        <Tip text="Holdings and value on a past day (UTC), and what changed since. Each day read is kept on this computer for good: a second look costs nothing, online or offline.">
          ?
        </Tip>
        <span className="fd-cov__actions">
          <label className="fd-cov__field">
            Day
            <input
              type="date"
              value={day}
              max={yesterday}
              onChange={(e) => setDay(e.target.value)}
              aria-invalid={!valid}
            />
          </label>
          <button type="button" className="fd-button" onClick={read.ask} disabled={!valid}>
            Show this day
          </button>
          <CostBadge cost={read.cost} cached />
          <span className="fd-cov__kept" aria-live="polite">
            days already kept: {kept === null ? '…' : kept.length}
          </span>
        </span>
      </div>
      {!valid ? (
        <p className="fd-hint" role="alert">
          Pick a day before today, up to {yesterday}.
        </p>
      ) : read.asked ? (
        <Loaded store={read.store} what="that day's holdings" reserve="table">
          {(past, pastMeta) => <PastDayResult past={past} meta={pastMeta} holdings={held} />}
        </Loaded>
      ) : (
        <p className="fd-hint">Not read yet.</p>
      )}
    </section>
  );
}
