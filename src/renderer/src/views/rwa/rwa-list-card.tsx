import { useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Meta } from '../../../../shared/envelope';
import type { RwaPagination } from '../../../../shared/domain/rwa';
import type { PendingCall } from '../../components/cost-badge';
import { ListControls, Pager, type SelectSpec } from '../../components/list-controls';
import { Loaded } from '../../components/loaded';
import { SortableTable, type Column } from '../../components/sortable-table';
import type { ResourceStore } from '../../stores/resource';
import type { StatusSubject } from '../../../../shared/i18n/catalogues/en/status';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import type { ChannelName, Input } from '../../../../shared/contract';
import { useT } from '../../stores/i18n';
import { ChangePrice, PagePrice, SearchPrice, useListCosts } from './list-costs';

// The assets, an asset's tokens and its markets are one card: a list the service filters, sorts and pages, every
// choice a new read priced before the click. Each card only names its list, query, selects and columns.

interface RwaList<Row> {
  items: Row[];
  pagination: RwaPagination;
  currency: string;
}

type Paged = { page?: number | undefined };

/**
 * Each list's read and words. `title` heads the card and names its section and table; the assets' table says more
 * in its caption, while the tokens' and markets' would only repeat the heading, so theirs is hidden.
 */
const LISTS = {
  assets: {
    channel: 'rwa:assets',
    title: 'rwa.assets',
    caption: 'rwa.tokenizedAssets',
    what: 'status.assetList',
    empty: 'rwa.noAssetMatches',
    changeLead: 'rwa.changeAssets',
  },
  tokens: {
    channel: 'rwa:tokens',
    title: 'rwa.tokens',
    what: 'status.tokenList',
    empty: 'rwa.noTokenMatches',
    changeLead: 'rwa.changeTokens',
  },
  markets: {
    channel: 'rwa:markets',
    title: 'rwa.markets',
    what: 'status.marketList',
    empty: 'rwa.noMarketMatches',
    changeLead: 'rwa.changeMarkets',
  },
} as const satisfies Record<
  string,
  {
    channel: ChannelName;
    title: MessageId;
    caption?: MessageId;
    what: StatusSubject;
    empty: MessageId;
    /** What another choice of the selects reads, before its price ("Changing the issuer … reads the list again"). */
    changeLead: MessageId;
  }
>;

type ListName = keyof typeof LISTS;
/** A list's query is its channel's input, so the read the card sends is checked where the card is used. */
type QueryOf<L extends ListName> = Input<(typeof LISTS)[L]['channel']> & Paged;

/** A list as it is on screen: which list, its store, the query shown and the answer to it. */
export interface ListOnScreen<L extends ListName, Q extends QueryOf<L>, T> {
  name: L;
  store: ResourceStore<T, Q>;
  query: Q;
  /** The answer to this very query, when it is on screen: its pages are priced. */
  shown: T | null;
}

export interface RwaListCardProps<
  L extends ListName,
  Q extends QueryOf<L>,
  T extends RwaList<{ id: string }>,
> {
  list: ListOnScreen<L, Q, T>;
  selects: readonly SelectSpec[];
  /** The change a choice of a select makes to the query. */
  patchOf: (select: string, option: string) => Partial<Q>;
  columns: (meta: Meta, currency: string) => Column<T['items'][number]>[];
  /** A list with a search box: the text searched, and the query it loads. */
  search?: { text: string; patch: (text: string) => Partial<Q> };
  /** Shown above the list (what opening a row reads). */
  children?: ReactNode;
}

export function RwaListCard<L extends ListName, Q extends QueryOf<L>, T extends RwaList<{ id: string }>>(
  props: RwaListCardProps<L, Q, T>,
) {
  const { patchOf, search } = props;
  const { store, query, shown } = props.list;
  const t = useT();
  const words = LISTS[props.list.name];
  const title = t(words.title);
  const captioned = 'caption' in words;
  const caption = captioned ? t(words.caption) : title;
  const [typed, setTyped] = useState(search?.text ?? '');
  const costs = useListCosts({
    // Q is this list's channel input (QueryOf), which TypeScript cannot relate to the channel through the table.
    read: (input) => ({ channel: words.channel, input }) as PendingCall,
    query,
    selects: props.selects,
    patchOf,
    page: shown?.pagination ?? null,
    ...(search ? { search: { text: typed, patch: search.patch } } : {}),
  });
  const update = (patch: Partial<Q>) => void store.load({ ...query, page: 1, ...patch });
  return (
    <section className="fd-card" aria-label={caption}>
      <h3>{title}</h3>
      <div className="fd-row">
        <ListControls
          selects={costs.selects}
          onSelect={(id, value) => update(patchOf(id, value))}
          {...(search
            ? {
                search: search.text,
                onSearch: (text: string) => update(search.patch(text)),
                onText: setTyped,
                searchPrice: <SearchPrice costs={costs} />,
              }
            : {})}
        />
        <ChangePrice costs={costs} lead={t(words.changeLead)} />
      </div>
      {props.children}
      <Loaded store={store} what={words.what}>
        {(list, meta) => (
          <>
            <SortableTable
              caption={caption}
              captionHidden={!captioned}
              rows={list.items}
              columns={props.columns(meta, list.currency)}
              rowKey={(row) => row.id}
              empty={t(words.empty)}
            />
            <Pager
              page={list.pagination.page}
              totalPages={list.pagination.totalPages}
              onPage={(page) => update({ page } as Partial<Q>)}
              price={<PagePrice costs={costs} />}
            />
          </>
        )}
      </Loaded>
    </section>
  );
}

/**
 * An asset's tokens or markets: the query on screen when it is this asset's, else the one its page opens with,
 * and the answer to it.
 */
export function useAssetList<L extends 'tokens' | 'markets', Q extends QueryOf<L> & { rwaId: string }, T>(
  name: L,
  store: ResourceStore<T, Q>,
  rwaId: string,
  opening: Q,
): ListOnScreen<L, Q, T> {
  const state = useStore(store);
  const mine = state.query?.rwaId === rwaId;
  return {
    name,
    store,
    query: mine && state.query ? state.query : opening,
    shown: mine ? state.value : null,
  };
}
