import { useState, type FormEvent } from 'react';

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
}

/** Filters and sort choices of a list the service sorts and filters: each change is a new read. */
export function ListControls({ selects, onSelect, search, onSearch }: ListControlsProps) {
  const [text, setText] = useState(search ?? '');
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
            Search
            <input type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
          </label>
          <button type="submit" className="fd-button">
            Search
          </button>
        </form>
      )}
    </div>
  );
}

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

export function Pager({ page, totalPages, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="fd-row" aria-label="Pages">
      <button type="button" className="fd-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="fd-button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
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
