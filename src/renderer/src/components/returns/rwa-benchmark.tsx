import { useEffect, useId, useMemo } from 'react';
import { useStore } from 'zustand';
import { priceReturn } from '../../lib/returns-model';
import { useFolio, useFormat } from '../../stores/folio-context';
import { figuresFor } from '../../lib/bidi';
import { useTranslator } from '../../stores/i18n';
import { NO_QUERY, showsQuery } from '../../stores/resource';
import { rwaInput } from '../../stores/returns';
import { CostBadge, useCostPreview } from '../cost-badge';
import { Num } from '../num';
import { Tip } from '../tip';
import { useReturnsStores } from './returns-scope';

/**
 * An RWA asset as a benchmark (a tokenized S&P 500 fund, gold): its listed price's change over the same range. The
 * choices are the assets the user follows and those the RWA view has listed; the read is priced before it is sent.
 */
export function RwaBenchmark({ from, to }: { from: number | null; to: number }) {
  const { stores } = useFolio();
  const { rwa } = stores;
  const returns = useReturnsStores();
  const fmt = useFormat();
  const id = useId();
  const { t, dir } = useTranslator();
  // Two prices in one right-to-left sentence: each an isolate, or a dollar sign changes sides (lib/bidi.ts).
  const figure = figuresFor(dir);
  const { rwaId, range } = useStore(returns.ui);
  const watched = useStore(rwa.watchlist, (s) => s.value);
  const listed = useStore(rwa.assets, (s) => s.value?.items);
  const history = useStore(returns.rwa);
  useEffect(() => {
    if (rwa.watchlist.getState().query === null) void rwa.watchlist.load(NO_QUERY);
  }, [rwa]);
  useEffect(() => {
    if (rwaId !== null) void returns.rwa.load(rwaInput(rwaId, range));
  }, [returns, rwaId, range]);
  const choices = useMemo(() => {
    const names = new Map<string, string>();
    for (const a of listed ?? []) names.set(a.id, `${a.name} (${a.symbol})`);
    for (const w of watched ?? []) if (!names.has(w)) names.set(w, w);
    return [...names].sort((a, b) => a[1].localeCompare(b[1]));
  }, [listed, watched]);
  // Before a choice, the price of reading one (each asset's price history costs the same).
  const priced = rwaId ?? choices[0]?.[0] ?? null;
  const cost = useCostPreview('rwa:assetHistory', priced === null ? null : rwaInput(priced, range));
  const shown = rwaId !== null && showsQuery(history) && history.value !== null ? history.value : null;
  const result = useMemo(() => (shown ? priceReturn(shown.points, from, to) : null), [shown, from, to]);
  const tip =
    result?.start && result.end
      ? t('returns.rwaTip', {
          start: figure(fmt.money(result.start.value, 'USD')),
          startDate: fmt.date(result.start.t),
          end: figure(fmt.money(result.end.value, 'USD')),
          endDate: fmt.date(result.end.t),
        })
      : t('returns.rwaPick');
  return (
    <div className="fd-returns__figure">
      <dt>
        <label htmlFor={id}>{t('returns.rwaBenchmark')}</label>
      </dt>
      <dd>
        <select
          id={id}
          value={rwaId ?? ''}
          onChange={(e) => returns.ui.setState({ rwaId: e.target.value === '' ? null : e.target.value })}
        >
          <option value="">{t('returns.rwaNone')}</option>
          {choices.map(([value, label]) => (
            <option key={value} value={value} translate="no">
              {label}
            </option>
          ))}
        </select>{' '}
        {priced !== null && result === null && !history.loading && <CostBadge cost={cost} cached />}
        {history.loading && <span className="fd-source">{t('returns.loading')}</span>}
        {history.error && !history.loading && <span className="fd-source">{history.error.message}</span>}
        {result && (
          <Tip text={tip}>
            {result.value === null ? (
              t('returns.rwaNoPrice')
            ) : (
              <Num value={result.value * 100} kind="percent" meta={history.meta} tone />
            )}
          </Tip>
        )}
      </dd>
    </div>
  );
}
