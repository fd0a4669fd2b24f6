import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { GatewayAuthorization, GatewayLedger } from '../../../../shared/domain/gateway';
import { HashLink } from '../../components/hash-link';
import { Loaded } from '../../components/loaded';
import { useFolio, useFormat, useNow } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { Stat } from '../../components/stat';

// What paying per request cost: USDC spent (settled) and reserved (signed, not settled, still counted against the
// daily cap) today and this month, every signed authorization with its receipt's transaction (a link to Base's
// block explorer, which the hosts open in the system browser), and what a gateway could still settle.

const OUTCOME: Record<GatewayAuthorization['outcome'], string> = {
  reserved: 'reserved, no answer yet',
  settled: 'settled',
  unconfirmed: 'data served without a receipt',
  refused: 'refused by the gateway',
  failed: 'failed',
  unsigned: 'not signed',
};

const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

function Figures({ ledger }: { ledger: GatewayLedger }) {
  return (
    <dl className="fd-grid" aria-label="USDC totals">
      <Stat label="Spent today" testId="usdc-spent-today">
        {ledger.spentTodayUsd} USDC
      </Stat>
      <Stat label="Reserved today" testId="usdc-reserved-today">
        {ledger.reservedTodayUsd} USDC
      </Stat>
      <Stat label="Spent this month">{ledger.spentMonthUsd} USDC</Stat>
      <Stat label="Reserved this month">{ledger.reservedMonthUsd} USDC</Stat>
    </dl>
  );
}

function Journal({ rows }: { rows: GatewayAuthorization[] }) {
  const fmt = useFormat();
  if (rows.length === 0) return <p className="fd-hint">No call has been paid per request yet.</p>;
  return (
    <table className="fd-table" aria-label="USDC payments">
      <thead>
        <tr>
          <th scope="col">Signed</th>
          <th scope="col">Call</th>
          <th scope="col" className="fd-num">
            USDC
          </th>
          <th scope="col">Outcome</th>
          <th scope="col">Receipt</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="fd-time">{fmt.timestamp(row.at)}</td>
            <td className="fd-endpoint">GET {row.path}</td>
            <td className="fd-num">{row.amountUsd}</td>
            <td>
              {OUTCOME[row.outcome]}
              {row.reserved && row.outcome !== 'settled' ? ' · reserved' : ''}
            </td>
            <td>
              {row.explorerUrl && row.transaction ? (
                <HashLink
                  hash={row.transaction}
                  url={row.explorerUrl}
                  shown={shortHash(row.transaction)}
                  title={row.transaction}
                />
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Unsettled({ rows }: { rows: GatewayAuthorization[] }) {
  const fmt = useFormat();
  const now = useNow();
  if (rows.length === 0) return null;
  return (
    <>
      <h4>Signed, not settled</h4>
      <p className="fd-hint">
        A gateway may still collect these until they expire, or may have collected them without a receipt:
        they count against the daily cap for the day they were signed in.
      </p>
      <ul className="fd-list" aria-label="Unsettled authorizations">
        {rows.map((row) => (
          <li key={row.id}>
            {row.amountUsd} USDC for GET {row.path} — {OUTCOME[row.outcome]};{' '}
            {/* An expired one can no longer be collected, but may have been: it still counts today. */}
            {row.expiresAt > now ? 'expires' : 'expired'} {fmt.timestamp(row.expiresAt)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Shown while paying per request, and afterwards whenever something was ever signed. */
export function UsdcLedger() {
  const { stores } = useFolio();
  const mode = useStore(stores.settings.status, (s) => s.value?.mode);
  const any = useStore(stores.gateway.ledger, (s) => (s.value?.journal.length ?? 0) > 0);
  useEffect(() => {
    void stores.gateway.ledger.load(NO_QUERY);
  }, [stores]);
  if (mode !== 'gateway' && !any) return null;
  return (
    <section className="fd-card" aria-label="USDC ledger">
      <h3>Pay per request (USDC)</h3>
      <Loaded store={stores.gateway.ledger} what="USDC ledger">
        {(ledger) => (
          <>
            <Figures ledger={ledger} />
            <Unsettled rows={ledger.unsettled} />
            <Journal rows={ledger.journal} />
          </>
        )}
      </Loaded>
    </section>
  );
}
