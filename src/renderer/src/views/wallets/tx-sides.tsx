import type { WalletTransaction, WalletTransactionFee } from '../../../../shared/domain/wallet';
import type { Meta } from '../../../../shared/envelope';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import { CoinIcon } from '../../components/coin-icon/coin-icon';
import { Num } from '../../components/num';
import { messageParts } from '../../components/message-parts';
import { useFormat } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';
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
  const t = useT();
  const fmt = useFormat();
  const fee = feeOnly(tx);
  if (fee) {
    // Its worth is the service's figure on the transaction's date: said as such, never in "Value now".
    return (
      <>
        <span translate="no">{fee.symbol ?? '—'}</span>
        <span className="fd-tx-side">
          {fee.worthThen === null
            ? t('wallets.networkFee')
            : messageParts(t, 'wallets.networkFeeWorth', {
                value: <Num value={fee.worthThen} kind="money" currency={currency} meta={meta} />,
              })}
        </span>
      </>
    );
  }
  const legs = tx.legs ?? [];
  const others = legs.filter((leg) => leg.symbol !== null && leg.symbol !== tx.symbol);
  return (
    <>
      {tx.symbol === null ? (
        '—'
      ) : (
        <span className="fd-coin-cell" translate="no">
          <CoinIcon url={tx.icon ?? null} symbol={tx.symbol} size={18} />
          {tx.symbol}
        </span>
      )}
      {others.map((leg, i) => (
        <span key={i} className="fd-tx-side">
          {messageParts(t, LEG_WORDS[leg.action?.toLowerCase() ?? ''] ?? 'wallets.legAnd', {
            amount: <Num value={leg.count === null ? null : Math.abs(leg.count)} kind="amount" meta={meta} />,
            symbol: <span translate="no">{leg.symbol}</span>,
          })}
        </span>
      ))}
      {tx.unreadLegs !== undefined && tx.unreadLegs > 0 && (
        <span className="fd-tx-side">
          {t('wallets.unreadLegs', { count: tx.unreadLegs, n: fmt.count(tx.unreadLegs) })}
        </span>
      )}
      {others.length === 0 && SWAP.test(tx.type) && (
        <span className="fd-tx-side">{t('wallets.otherSideUnlisted')}</span>
      )}
    </>
  );
}

const LEG_WORDS: Partial<Record<string, MessageId>> = { sent: 'wallets.legGave', received: 'wallets.legGot' };

/** The service's names and ids of wallet transaction types, in the user's language. */
const TYPE_WORDS: Partial<Record<string, MessageId>> = {
  received: 'transactions.typeReceived',
  sent: 'transactions.typeSent',
  deposit: 'wallets.typeDeposit',
  withdraw: 'wallets.typeWithdraw',
  approve: 'wallets.typeApprove',
  executed: 'wallets.typeExecuted',
  swap: 'wallets.typeSwap',
  balance: 'wallets.typeBalance',
  fee: 'wallets.typeFee',
};

/** A type the app knows, in the user's language; any other as the service names it (null then). */
export function knownTypeLabel(t: Translate, type: string): string | null {
  const id = TYPE_WORDS[type.toLowerCase()];
  return id ? t(id) : null;
}

/** A transaction's type as a cell shows it: the service's own word is data, kept out of translation. */
export function TxType({ type }: { type: string }) {
  const t = useT();
  const known = knownTypeLabel(t, type);
  return known === null ? <span translate="no">{type}</span> : <>{known}</>;
}
