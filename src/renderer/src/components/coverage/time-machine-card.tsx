import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { changeSince, type ChangeSince } from '../../../../shared/analytics';
import type { Holding } from '../../../../shared/domain/portfolio';
import type { PastDay } from '../../../../shared/domain/coverage';
import type { Meta } from '../../../../shared/envelope';
import { createResource, NO_QUERY } from '../../stores/resource';
import { useFolio, useFormat, useNow } from '../../stores/folio-context';
import { CostBadge } from '../cost-badge';
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

function Figures({ since, meta }: { since: ChangeSince; meta: Meta }) {
  return (
    <dl className="fd-cov__figures" aria-label="Then and now">
      <div>
        <dt>Value then</dt>
        <dd>
          <Num value={since.valueThen} kind="money" currency="USD" meta={meta} />
        </dd>
      </div>
      <div>
        <dt>Value now</dt>
        <dd>
          <Num value={since.valueNow} kind="money" currency="USD" meta={null} />
        </dd>
      </div>
      <div>
        <dt>Change</dt>
        <dd>
          <Num value={since.change} kind="signedMoney" currency="USD" meta={null} tone />
        </dd>
      </div>
      <div>
        <dt>
          <Tip text="What the coins held that day gained or lost as prices moved.">From prices</Tip>
        </dt>
        <dd>
          <Num value={since.priceMove} kind="signedMoney" currency="USD" meta={null} tone />
        </dd>
      </div>
      <div>
        <dt>
          <Tip text="What was bought, sold or moved since, valued at today's prices.">From quantities</Tip>
        </dt>
        <dd>
          <Num value={since.quantityMove} kind="signedMoney" currency="USD" meta={null} tone />
        </dd>
      </div>
    </dl>
  );
}

function SinceTable({ since, meta }: { since: ChangeSince; meta: Meta }) {
  return (
    <div className="fd-table-wrap">
      <table className="fd-table fd-cov__table" aria-label="Change per coin since that day">
        <thead>
          <tr>
            <th scope="col">Coin</th>
            <th scope="col" className="fd-num-col">
              Held then
            </th>
            <th scope="col" className="fd-num-col">
              Held now
            </th>
            <th scope="col" className="fd-num-col">
              Value then
            </th>
            <th scope="col" className="fd-num-col">
              Value now
            </th>
            <th scope="col" className="fd-num-col">
              From price
            </th>
            <th scope="col" className="fd-num-col">
              From quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {since.coins.map((c) => (
            <tr key={c.symbol}>
              <th scope="row">{c.symbol}</th>
              <td className="fd-num-col">
                <Num value={c.quantityThen} kind="amount" meta={meta} />
              </td>
              <td className="fd-num-col">
                <Num value={c.quantityNow} kind="amount" meta={null} />
              </td>
              <td className="fd-num-col">
                <Num value={c.valueThen} kind="money" currency="USD" meta={meta} />
              </td>
              <td className="fd-num-col">
                <Num value={c.valueNow} kind="money" currency="USD" meta={null} />
              </td>
              <td className="fd-num-col">
                <Num value={c.priceMove} kind="signedMoney" currency="USD" meta={null} tone />
              </td>
              <td className="fd-num-col">
                <Num value={c.quantityMove} kind="signedMoney" currency="USD" meta={null} tone />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
