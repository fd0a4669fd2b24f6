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
      <AllOrOneSelect
        id={`${id}-type`}
        label={t('labels.type')}
        all={t('transactions.allTypes')}
        value={filter.type}
        options={types.map((type) => ({ value: type, label: typeLabel(t, type) }))}
        onChange={(type) => onChange({ ...filter, type })}
      />
      <AllOrOneSelect
        id={`${id}-coin`}
        label={t('labels.coin')}
        all={t('transactions.allCoins')}
        value={filter.coin}
        options={coins.map((c) => ({ value: c.coinId, label: c.symbol }))}
        onChange={(coin) => onChange({ ...filter, coin })}
        untranslated
      />
    </div>
  );
}

/** A filter select whose first choice keeps every row. */
function AllOrOneSelect(props: {
  id: string;
  label: string;
  all: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Symbols are names, not words: a page translator must leave them as they are. */
  untranslated?: boolean;
}) {
  return (
    <label className="fd-field" htmlFor={props.id}>
      {props.label}
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value={ALL}>{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value} translate={props.untranslated ? 'no' : undefined}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
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
