import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { RwaHistoryMetric, RwaHistoryRange } from '../../../../shared/domain/rwa';
import { LoadedCard } from '../../components/loaded-card';
import { useWindowTitle } from '../../components/window-title';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { useT } from '../../stores/i18n';
import { NO_QUERY } from '../../stores/resource';
import { AssetDetail } from './asset-detail';
import { rwaOpening } from '../../stores/rwa';
import { AssetsCard } from './assets-card';
import { HistoryCard } from './history-card';
import { OverviewCard } from './overview-card';
import { Watchlist } from './watchlist';

export function RwaView() {
  const { api, stores } = useFolio();
  const { rwa } = stores;
  const t = useT();
  const currency = useCurrency();
  const selectedId = useStore(rwa.ui, (s) => s.selectedId);
  const history = useStore(rwa.history, (s) => s.query);
  const range = history?.range ?? '30d';
  const metric = history?.metric ?? 'marketCap';
  useWindowTitle(t('rwa.title'));

  useEffect(() => {
    // Coming back to the view keeps the user's filters; only a new currency starts the lists over.
    const opening = rwaOpening(rwa, currency);
    void rwa.overview.load(opening.overview);
    if (opening.history) void rwa.history.load(opening.history);
    if (opening.assets) void rwa.assets.load(opening.assets);
    if (rwa.watchlist.getState().query === null) void rwa.watchlist.load(NO_QUERY);
  }, [rwa, currency]);

  const historyQuery = (r: RwaHistoryRange, m: RwaHistoryMetric) => ({ currency, range: r, metric: m });
  const open = (id: string | null) => rwa.ui.setState({ selectedId: id });
  const watch = async (rwaId: string, watched: boolean) => {
    const envelope = await api.rwa.watch({ rwaId, watched });
    if (envelope.ok) rwa.watchlist.put(envelope.value, envelope.meta);
  };

  return (
    <div className="fd-view">
      <h2>{t('rwa.title')}</h2>
      {selectedId !== null ? (
        <AssetDetail rwaId={selectedId} onBack={() => open(null)} />
      ) : (
        <>
          <LoadedCard title={t('rwa.overview')} store={rwa.overview} what="status.rwaOverview">
            {(overview, meta) => <OverviewCard overview={overview} meta={meta} onOpen={open} />}
          </LoadedCard>
          <Watchlist onOpen={open} onUnwatch={(id) => void watch(id, false)} />
          <HistoryCard of="market" store={rwa.history} range={range} metric={metric} query={historyQuery} />
          <AssetsCard open={open} watch={(id, on) => void watch(id, on)} />
        </>
      )}
    </div>
  );
}
