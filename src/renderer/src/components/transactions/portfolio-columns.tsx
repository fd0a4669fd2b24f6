import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import type { Meta } from '../../../../shared/envelope';
import { maskIf } from '../../../../shared/privacy';
import type { Format } from '../../lib/format';
import { unsigned } from '../../lib/worth';
import { numColumn } from '../num-column';
import type { Column } from '../sortable-table';

// The columns a portfolio transaction shows the same way wherever it is listed (a portfolio, a coin's page).

/** How many coins the transaction moved. */
export const amountColumn = (meta: Meta): Column<PortfolioTransaction> =>
  numColumn('count', 'Amount', (t) => t.count, { kind: 'amount', meta });

/**
 * At the transaction's own price (a wallet's table says 'Value now' for today's). Unsigned: the service signs a
 * sale's worth negative, which read as a loss beside its P/L; the amount's sign and the type say which way the
 * coins went, and a sort puts the largest transactions first.
 */
export const worthThenColumn = (currency: string, meta: Meta): Column<PortfolioTransaction> =>
  numColumn('worth', 'Value then', (t) => unsigned(t.totalWorth), { kind: 'money', currency, meta });

/** The user's note, masked in privacy mode. */
export const noteColumn = (fmt: Format): Column<PortfolioTransaction> => ({
  id: 'note',
  label: 'Note',
  render: (t) => maskIf(fmt.privacy, t.note ?? ''),
});
