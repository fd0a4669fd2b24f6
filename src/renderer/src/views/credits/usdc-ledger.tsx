import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { GatewayAuthorization, GatewayLedger } from '../../../../shared/domain/gateway';
import { HashLink } from '../../components/hash-link';
import { Loaded } from '../../components/loaded';
import { useFolio, useFormat, useNow } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { useT } from '../../stores/i18n';
import { Stat } from '../../components/stat';
import { TimeCell } from '../../components/time-cell';

// What paying per request cost: USDC spent (settled) and reserved (signed, not settled, still counted against the
// daily cap) today and this month, every signed authorization with its receipt's transaction (a link to Base's
// block explorer, which the hosts open in the system browser), and what a gateway could still settle.

const OUTCOME = {
  reserved: 'settings.ledger.reserved',
  settled: 'settings.ledger.settled',
  unconfirmed: 'settings.ledger.unconfirmed',
  refused: 'settings.ledger.refused',
  failed: 'settings.ledger.failed',
  unsigned: 'settings.ledger.unsigned',
} as const satisfies Record<GatewayAuthorization['outcome'], string>;

const shortHash = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

function Figures({ ledger }: { ledger: GatewayLedger }) {
  const t = useT();
  const usdc = (amount: string) => t('cost.usdc', { usdc: amount });
  return (
    <dl className="fd-grid" aria-label={t('settings.ledger.totals')}>
      <Stat label={t('settings.ledger.spentToday')} testId="usdc-spent-today">
        {usdc(ledger.spentTodayUsd)}
      </Stat>
      <Stat label={t('settings.ledger.reservedToday')} testId="usdc-reserved-today">
        {usdc(ledger.reservedTodayUsd)}
      </Stat>
      <Stat label={t('settings.ledger.spentMonth')}>{usdc(ledger.spentMonthUsd)}</Stat>
      <Stat label={t('settings.ledger.reservedMonth')}>{usdc(ledger.reservedMonthUsd)}</Stat>
    </dl>
  );
}

function Journal({ rows }: { rows: GatewayAuthorization[] }) {
  const t = useT();
  if (rows.length === 0) return <p className="fd-hint">{t('settings.ledger.empty')}</p>;
  return (
    <table className="fd-table" aria-label={t('settings.ledger.payments')}>
      <thead>
        <tr>
          <th scope="col">{t('settings.ledger.signed')}</th>
          <th scope="col">{t('settings.ledger.call')}</th>
          <th scope="col" className="fd-num">
            USDC
          </th>
          <th scope="col">{t('settings.ledger.outcome')}</th>
          <th scope="col">{t('settings.ledger.receipt')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <TimeCell at={row.at} />
            <td className="fd-endpoint" translate="no">
              GET {row.path}
            </td>
            <td className="fd-num" translate="no">
              {row.amountUsd}
            </td>
            <td>
              {row.reserved && row.outcome !== 'settled'
                ? t('settings.ledger.outcomeReserved', { outcome: t(OUTCOME[row.outcome]) })
                : t(OUTCOME[row.outcome])}
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
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <>
      <h4>{t('settings.ledger.unsettledTitle')}</h4>
      <p className="fd-hint">{t('settings.ledger.unsettledHint')}</p>
      <ul className="fd-list" aria-label={t('settings.ledger.unsettledList')}>
        {rows.map((row) => (
          <li key={row.id}>
            {/* An expired one can no longer be collected, but may have been: it still counts today. */}
            {t(
              row.expiresAt > now ? 'settings.ledger.unsettledExpires' : 'settings.ledger.unsettledExpired',
              {
                amount: row.amountUsd,
                path: row.path,
                outcome: t(OUTCOME[row.outcome]),
                time: fmt.timestamp(row.expiresAt),
              },
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Shown while paying per request, and afterwards whenever something was ever signed. */
export function UsdcLedger() {
  const { stores } = useFolio();
  const t = useT();
  const mode = useStore(stores.settings.status, (s) => s.value?.mode);
  const any = useStore(stores.gateway.ledger, (s) => (s.value?.journal.length ?? 0) > 0);
  useEffect(() => {
    void stores.gateway.ledger.load(NO_QUERY);
  }, [stores]);
  if (mode !== 'gateway' && !any) return null;
  return (
    <section className="fd-card" aria-label={t('settings.ledger.what')}>
      <h3>{t('settings.ledger.title')}</h3>
      <Loaded store={stores.gateway.ledger} what="status.usdcLedger">
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
