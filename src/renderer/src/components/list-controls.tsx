import { useState, type FormEvent, type ReactNode } from 'react';
import { useFormat } from '../stores/folio-context';
import { useT } from '../stores/i18n';

export interface SelectSpec {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}

export interface ListControlsProps {
  selects: readonly SelectSpec[];
  onSelect: (id: string, value: string) => void;
  /** The current search text; absent = the list has no search. */
  search?: string;
  onSearch?: (text: string) => void;
  /** The text as typed, so the card can price the search before it is sent. */
  onText?: (text: string) => void;
  /** What pressing Search reads for the text typed: its cost badge, beside the button. */
  searchPrice?: ReactNode;
}

/** Filters and sort choices of a list the service sorts and filters: each change is a new read. */
export function ListControls({
  selects,
  onSelect,
  search,
  onSearch,
  onText,
  searchPrice,
}: ListControlsProps) {
  const t = useT();
  const [text, setText] = useState(search ?? '');
  const type = (typed: string) => {
    setText(typed);
    onText?.(typed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.(text.trim());
  };
  return (
    <div className="fd-row fd-row--fields">
      {selects.map((s) => (
        <label key={s.id} className="fd-field">
          {s.label}
          <select value={s.value} onChange={(e) => onSelect(s.id, e.target.value)}>
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {onSearch && (
        <form className="fd-row fd-row--fields" role="search" onSubmit={submit}>
          <label className="fd-field">
            {t('lists.search')}
            <input type="search" value={text} maxLength={100} onChange={(e) => type(e.target.value)} />
          </label>
          <button type="submit" className="fd-button">
            {t('lists.search')}
          </button>
          {searchPrice}
        </form>
      )}
    </div>
  );
}

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What each button reads ("Page 2: 2 credits"), for its tooltip. */
  titles?: { previous?: string; next?: string };
  /** The price of another page, for the group, after the buttons. */
  price?: ReactNode;
}

export function Pager({ page, totalPages, onPage, titles, price }: PagerProps) {
  const t = useT();
  const fmt = useFormat();
  if (totalPages <= 1) return null;
  return (
    <nav className="fd-row" aria-label={t('lists.pages')}>
      <button
        type="button"
        className="fd-button"
        disabled={page <= 1}
        title={titles?.previous}
        onClick={() => onPage(page - 1)}
      >
        {t('lists.previousPage')}
      </button>
      <span>{t('lists.pageOf', { page: fmt.count(page), total: fmt.count(totalPages) })}</span>
      <button
        type="button"
        className="fd-button"
        disabled={page >= totalPages}
        title={titles?.next}
        onClick={() => onPage(page + 1)}
      >
        {t('lists.nextPage')}
      </button>
      {price}
    </nav>
  );
}

/** Options for a filter whose empty value means "any". */
export function withAny(label: string, options: readonly { value: string; label: string }[]) {
  return [{ value: '', label }, ...options];
}

export const DIRECTIONS = [
  { value: 'desc', label: 'High to low' },
  { value: 'asc', label: 'Low to high' },
] as const;

/** The order's words for what is sorted: names run A to Z, figures low to high. Same values as DIRECTIONS. */
export function directionsFor(
  sortBy: string | undefined,
): readonly { value: 'desc' | 'asc'; label: string }[] {
  return sortBy === 'name'
    ? [
        { value: 'desc', label: 'Z to A' },
        { value: 'asc', label: 'A to Z' },
      ]
    : DIRECTIONS;
}
