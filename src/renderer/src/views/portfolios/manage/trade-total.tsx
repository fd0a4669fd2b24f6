import { useFormat } from '../../../stores/folio-context';
import { figuresFor } from '../../../lib/bidi';
import { useTranslator } from '../../../stores/i18n';
import type { TxFields } from './transaction-form';
import { parseNumber } from './transaction-form';

/**
 * A buy's cost or a sell's proceeds with the figures it comes from, as the user types: a misplaced decimal point
 * shows as a total off by a factor of ten before anything is sent. The service keeps no fee field, so the fee is
 * added to a buy and taken from a sell, as main records it.
 */
export function TradeTotal({ fields, currency }: { fields: TxFields; currency: string }) {
  const fmt = useFormat();
  const { t, dir } = useTranslator();
  if (fields.kind !== 'buy' && fields.kind !== 'sell') return null;
  const amount = parseNumber(fields.amount);
  const price = parseNumber(fields.price);
  const fee = parseNumber(fields.fee) ?? 0;
  if (![amount, price, fee].every((n) => n !== undefined && Number.isFinite(n) && n >= 0)) return null;
  if (!amount || !price) return null;
  const buy = fields.kind === 'buy';
  const total = amount * price + (buy ? fee : -fee);
  const figure = figuresFor(dir);
  const parts = {
    amount: figure(fmt.amount(amount)),
    price: figure(fmt.money(price, currency)),
    fee: figure(fmt.money(fee, currency)),
  };
  return (
    <p className="fd-manage__total">
      <strong>
        {t(buy ? 'manage.totalCost' : 'manage.totalProceeds', { total: figure(fmt.money(total, currency)) })}
      </strong>{' '}
      <span className="fd-hint">
        {fee > 0
          ? t(buy ? 'manage.totalPlusFee' : 'manage.totalLessFee', parts)
          : t('manage.totalParts', parts)}
      </span>
    </p>
  );
}
