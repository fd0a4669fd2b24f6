import { useId } from 'react';
import type { PortfolioTransaction } from '../../../../shared/domain/portfolio';
import { useFormat } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { typeLabel } from './portfolio-columns';
import { ALL, coinsOf, typesOf, type PageSpan, type TxFilter } from '../../lib/transaction-filters';
import './transactions.css';

/** Search, type and coin over the transactions read; each change shows the first page of what matches. */
export function TransactionFilters(props: {
  rows: readonly PortfolioTransaction[];
  filter: TxFilter;
  onChange: (filter: TxFilter) => void;
  describedBy: string;
}) {
  const { filter, onChange } = props;
  const id = useId();
  const t = useT();
  const types = typesOf(props.rows);
  const coins = coinsOf(props.rows);
  return (
    <div className="fd-tx-filters" role="search" aria-label={t('transactions.filters')}>
      <label className="fd-field" htmlFor={`${id}-search`}>
        {t('transactions.search')}
        <input
          id={`${id}-search`}
          type="search"

          placeholder={t('transactions.searchPlaceholder')}
          value={filter.search}
          maxLength={200}
          aria-describedby={props.describedBy}
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
        />
      </label>
      <label className="fd-field" htmlFor={`${id}-type`}>
        {t('labels.type')}
        <select
          id={`${id}-type`}

          value={filter.type}
          onChange={(e) => onChange({ ...filter, type: e.target.value })}
        >
          <option value={ALL}>{t('transactions.allTypes')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {typeLabel(t, type)}
            </option>
          ))}
        </select>
      </label>
      <label className="fd-field" htmlFor={`${id}-coin`}>
        {t('labels.coin')}
        <select
          id={`${id}-coin`}

          value={filter.coin}
          onChange={(e) => onChange({ ...filter, coin: e.target.value })}
        >
          <option value={ALL}>{t('transactions.allCoins')}</option>
          {coins.map((c) => (
            <option key={c.coinId} value={c.coinId} translate="no">
              {c.symbol}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Previous / next over the pages of what is read and matches (free: no request). */
export function TransactionPager({ span, onPage }: { span: PageSpan; onPage: (page: number) => void }) {
  const fmt = useFormat();
  const t = useT();
  if (span.pages <= 1) return null;
  return (
    <nav className="fd-row fd-tx-pager" aria-label={t('transactions.pages')}>
      <button
        type="button"
        className="fd-button"
        disabled={span.page <= 1}
        onClick={() => onPage(span.page - 1)}
      >
        {t('transactions.previous')}
      </button>
      <span aria-live="polite">
        {t('transactions.pageOf', { page: fmt.count(span.page), pages: fmt.count(span.pages) })}
      </span>
      <button
        type="button"
        className="fd-button"
        disabled={span.page >= span.pages}
        onClick={() => onPage(span.page + 1)}
      >
        {t('transactions.next')}
      </button>
    </nav>
  );
}
