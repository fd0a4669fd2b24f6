import type { WalletTransaction, WalletTransactionFee } from '../../../../shared/domain/wallet';
import type { Meta } from '../../../../shared/envelope';
import { Num } from '../../components/num';
import '../../components/transactions/transactions.css';

const SWAP = /^(swap|executed)$/i;

/**
 * A row that moved nothing but its network fee (the service's Fee and Approve rows have no coinData and no items):
 * the fee is what it shows, rather than dashes.
 */
export function feeOnly(tx: WalletTransaction): WalletTransactionFee | null {
  const moved = tx.symbol !== null || tx.count !== null || (tx.legs ?? []).length > 0;
  return moved ? null : (tx.fee ?? null);
}

/** The coin a row shows: its own, or the fee's for a fee-only row. */
export const shownSymbol = (tx: WalletTransaction): string | null => tx.symbol ?? feeOnly(tx)?.symbol ?? null;

/** The amount a row shows: a fee is paid, so it leaves the wallet (negative). */
export function shownCount(tx: WalletTransaction): number | null {
  const fee = feeOnly(tx);
  if (fee === null) return tx.count;
  return fee.count === null ? null : -fee.count;
}

/**
 * A wallet transaction's coin, and what else it moved: a row shows one coin (the one the service values), so a
 * swap's other side is said under it ('gave 3.55 ETH'); a swap whose other side the service did not list says so
 * rather than reading as a plain receipt.
 */
export function TxCoin({ tx, meta, currency }: { tx: WalletTransaction; meta: Meta; currency: string }) {
  const fee = feeOnly(tx);
  if (fee) {
    // Its worth is the service's figure on the transaction's date: said as such, never in "Value now".
    return (
      <>
        {fee.symbol ?? '—'}
        <span className="fd-tx-side">
          network fee
          {fee.worthThen !== null && (
            <>
              , worth <Num value={fee.worthThen} kind="money" currency={currency} meta={meta} /> then
            </>
          )}
        </span>
      </>
    );
  }
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
      {tx.unreadLegs !== undefined && tx.unreadLegs > 0 && (
        <span className="fd-tx-side">
          {tx.unreadLegs === 1 ? '1 part' : `${tx.unreadLegs} parts`} could not be read
        </span>
      )}
      {others.length === 0 && SWAP.test(tx.type) && (
        <span className="fd-tx-side">other side not listed by the service</span>
      )}
    </>
  );
}
