import type { WalletTransaction } from '../../../../shared/domain/wallet';
import type { Meta } from '../../../../shared/envelope';
import { Num } from '../../components/num';
import '../portfolios/transactions.css';

const SWAP = /^(swap|executed)$/i;

/**
 * A wallet transaction's coin, and what else it moved: a row shows one coin (the one the service values), so a
 * swap's other side is said under it ('gave 3.55 ETH'); a swap whose other side the service did not list says so
 * rather than reading as a plain receipt.
 */
export function TxCoin({ tx, meta }: { tx: WalletTransaction; meta: Meta }) {
  const legs = tx.legs ?? [];
  const others = legs.filter((leg) => leg.symbol !== null && leg.symbol !== tx.symbol);
  return (
    <>
      {tx.symbol ?? '—'}
      {others.map((leg, i) => (
        <span key={i} className="fd-tx-side">
          {leg.action?.toLowerCase() === 'sent'
            ? 'gave'
            : leg.action?.toLowerCase() === 'received'
              ? 'got'
              : 'and'}{' '}
          <Num value={leg.count === null ? null : Math.abs(leg.count)} kind="amount" meta={meta} />{' '}
          {leg.symbol}
        </span>
      ))}
      {others.length === 0 && SWAP.test(tx.type) && (
        <span className="fd-tx-side">other side not listed by the service</span>
      )}
    </>
  );
}
