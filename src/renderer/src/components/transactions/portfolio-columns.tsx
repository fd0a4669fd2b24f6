import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { maskIf } from '../../../../shared/privacy';
import type { Format } from '../../lib/format';
import type { Translate } from '../../stores/i18n';
import { englishTranslator } from '../../../../shared/i18n/translator';
import { unsigned } from '../../lib/worth';
import { numColumn } from '../num-column';
import type { Column } from '../sortable-table';

// The columns a portfolio transaction shows the same way wherever it is listed (a portfolio, a coin's page).

/** How many coins the transaction moved. */
export const amountColumn = (meta: Meta, t: Translate = englishTranslator.t): Column<PortfolioTransaction> =>
  numColumn('count', t('labels.amount'), (t) => t.count, { kind: 'amount', meta });

/**
 * At the transaction's own price (a wallet's table says 'Value now' for today's). Unsigned: the service signs a
 * sale's worth negative, which read as a loss beside its P/L; the amount's sign and the type say which way the
 * coins went, and a sort puts the largest transactions first.
 */
export const worthThenColumn = (
  currency: string,
  meta: Meta,
  t: Translate = englishTranslator.t,
): Column<PortfolioTransaction> =>
  numColumn('worth', t('labels.valueThen'), (t) => unsigned(t.totalWorth), { kind: 'money', currency, meta });

/** The user's note, masked in privacy mode. */
export const noteColumn = (
  fmt: Format,
  t: Translate = englishTranslator.t,
): Column<PortfolioTransaction> => ({
  id: 'note',
  label: t('labels.note'),
  render: (row) => <span translate="no">{maskIf(fmt.privacy, row.note ?? '')}</span>,
});

const TYPE_IDS = {
  Buy: 'transactions.typeBuy',
  Sell: 'transactions.typeSell',
  Received: 'transactions.typeReceived',
  Sent: 'transactions.typeSent',
} as const;

/** The service's transaction type in the user's language when the app knows it; any other as the service names it. */
export function typeLabel(t: Translate, type: string): string {
  const id = (TYPE_IDS as Partial<Record<string, (typeof TYPE_IDS)[keyof typeof TYPE_IDS]>>)[type];
  return id ? t(id) : type;
}
