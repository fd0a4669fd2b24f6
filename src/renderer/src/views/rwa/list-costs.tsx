import type { PendingCall } from '../../components/cost-badge';
import { ChoiceCostBadge, useChoiceCosts, type ChoiceCosts } from '../../components/choice-costs';
import type { SelectSpec } from '../../components/list-controls';
import { useT } from '../../stores/i18n';

// The service filters, sorts and pages the RWA lists (assets, an asset's tokens and markets): every other choice
// of a select, a search and another page is a new read of the list, 2 or 3 credits unless it is cached and fresh.
// Each is priced before the click with the very input the click sends (the card's `update`), as the history
// switches price their ranges: one badge for the group, each choice's own price in its tooltip.

/** One other choice of one select: `${select}=${option}`, labelled by the option. */
interface Change {
  value: string;
  label: string;
  select: string;
  option: string;
}

export interface PageChoice {
  value: 'previous' | 'next';
  label: string;
  page: number;
}

export interface ListCosts {
  changes: readonly Change[];
  changeCosts: ChoiceCosts<string>;
  selects: readonly SelectSpec[];
  pages: readonly PageChoice[];
  pageCosts: ChoiceCosts<PageChoice['value']>;
  /** What the Search button reads for the text typed. */
  searches: readonly { value: 'search'; label: string }[];
  searchCosts: ChoiceCosts<'search'>;
}

/**
 * Prices what each control of a list card reads: `patchOf` is the change a select makes to the query (what the
 * card's onSelect loads, from page 1), `page` the page on screen, `search` the text in the search box (cards
 * with a search). The input of every read is the card's own `{ ...query, page: 1, ...patch }`, sent as `read`.
 */
export function useListCosts<Q extends { page?: number | undefined }>(props: {
  read: (input: Q) => PendingCall;
  query: Q;
  selects: readonly SelectSpec[];
  patchOf: (select: string, option: string) => Partial<Q>;
  page: { page: number; totalPages: number } | null;
  search?: { text: string; patch: (text: string) => Partial<Q> };
}): ListCosts {
  const { read, query, selects, patchOf, page, search } = props;
  const t = useT();
  const callOf = (patch: Partial<Q>) => read({ ...query, page: 1, ...patch });

  const changes: Change[] = selects.flatMap((s) =>
    s.options
      .filter((o) => o.value !== s.value)
      .map((o) => ({ value: `${s.id}=${o.value}`, label: o.label, select: s.id, option: o.value })),
  );
  const changeCosts = useChoiceCosts(changes, (value) => {
    const change = changes.find((c) => c.value === value);
    return callOf(change ? patchOf(change.select, change.option) : {});
  });

  const pages: PageChoice[] = [];
  if (page && page.page > 1)
    pages.push({ value: 'previous', label: t('lists.previousPage'), page: page.page - 1 });
  if (page && page.page < page.totalPages)
    pages.push({ value: 'next', label: t('lists.nextPage'), page: page.page + 1 });
  const pageCosts = useChoiceCosts(pages, (value) => {
    const patch: Partial<Q> = {};
    patch.page = pages.find((p) => p.value === value)?.page;
    return callOf(patch);
  });

  const searches = search ? [{ value: 'search' as const, label: t('lists.search') }] : [];
  const searchCosts = useChoiceCosts(searches, () => callOf(search ? search.patch(search.text) : {}));

  return {
    changes,
    changeCosts,
    selects,
    pages,
    pageCosts,
    searches,
    searchCosts,
  };
}

/** Beside the pager: what another page reads ("2 credits a page; Previous page cached: 0 credits"). */
export function PagePrice({ costs }: { costs: ListCosts }) {
  const t = useT();
  if (costs.pages.length === 0) return null;
  return (
    <ChoiceCostBadge options={costs.pages} costs={costs.pageCosts} noun="page" lead={t('rwa.anotherPage')} />
  );
}

/**
 * Under the selects: what another choice reads ("Changing the sort or order reads the list again: 2 credits a
 * change").
 */
export function ChangePrice({ costs, lead }: { costs: ListCosts; lead: string }) {
  return <ChoiceCostBadge options={costs.changes} costs={costs.changeCosts} noun="change" lead={lead} />;
}

/** Beside the Search button: what searching for the text typed reads. */
export function SearchPrice({ costs }: { costs: ListCosts }) {
  const t = useT();
  if (costs.searches.length === 0) return null;
  return (
    <ChoiceCostBadge
      options={costs.searches}
      costs={costs.searchCosts}
      noun="search"
      lead={t('rwa.searching')}
    />
  );
}
