import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useKnownCoinIcons } from '../../stores/known-icons';
import { useCostOf } from '../../components/cost-badge';
import { RefreshBadge, useRefreshAction } from '../../components/refresh-offline';
import { ExportButton } from '../../components/export-dialog';
import { FirstRunWelcome } from '../../components/welcome/welcome-card';
import { Loaded } from '../../components/loaded';
import { LoadedCard } from '../../components/loaded-card';
import { useWindowTitle } from '../../components/window-title';
import { useCurrency, useFolio, useFormat } from '../../stores/folio-context';
import { figuresFor } from '../../lib/bidi';
import { useT, useTranslator } from '../../stores/i18n';
import { loadPortfolio, reloadPortfolio } from '../../stores/portfolio';
import { NO_QUERY } from '../../stores/resource';
import { GatewayShareHint } from './gateway-share-hint';
import { HoldingsTable } from './holdings-table';
import { MarketMoodCard } from '../../components/market-mood-card';
import { OutdatedNote } from './outdated-note';
import { PlHistoryCard } from './pl-history-card';
import { usePortfolioName } from './portfolio-names';
import { PortfolioPicker } from './portfolio-picker';
import { ReturnsSection } from './returns-section';
import { ManageBar } from './manage/manage-bar';
import { TransactionsTable } from './transactions-table';
import { ValueCard } from './value-card';
import { ValueChartCard } from './value-chart-card';
import { useRefreshCalls } from './refresh-calls';
import { ViewHead } from '../../components/view-head';

/** The title names what the value card shows: while another portfolio loads, that it is loading. */
function usePortfolioTitle(): string {
  const { stores } = useFolio();
  const fmt = useFormat();
  const nameOf = usePortfolioName();
  const { t, dir } = useTranslator();
  const selectedId = useStore(stores.portfolio.ui, (s) => s.selectedId);
  const { value, shownQuery, loading } = useStore(stores.portfolio.value);
  if (!value) return nameOf(selectedId);
  const shownId = shownQuery?.portfolioId;
  if (shownId !== selectedId && loading) return t('portfolios.loadingName', { name: nameOf(selectedId) });
  // After an Arabic name the title bar would show "48,213.57$": the value is an isolate in a right-to-left language.
  return `${nameOf(shownId)} ${figuresFor(dir)(fmt.money(value.totalValue, value.currency))}`;
}

/** A card still showing the previous portfolio says which one is loading. */
function useLoadingName() {
  const nameOf = usePortfolioName();
  return (q: { portfolioId?: string | undefined }) => nameOf(q.portfolioId);
}

export function PortfoliosView() {
  const { portfolio } = useFolio().stores;
  const currency = useCurrency();
  const t = useT();
  const selectedId = useStore(portfolio.ui, (s) => s.selectedId);
  const refreshCost = useCostOf(useRefreshCalls(currency));
  const refresh = useRefreshAction(() => reloadPortfolio(portfolio, { refresh: true }));
  const loadingName = useLoadingName();
  useWindowTitle(usePortfolioTitle());

  useEffect(() => {
    if (portfolio.list.getState().query === null) void portfolio.list.load(NO_QUERY);
  }, [portfolio]);
  useEffect(() => {
    void loadPortfolio(portfolio, currency);
  }, [portfolio, currency, selectedId]);
  // A choice restored after a reload may name a portfolio that is gone (a removed shared one): show them all.
  const list = useStore(portfolio.list, (s) => s.value);
  useEffect(() => {
    if (list && selectedId !== undefined && !list.some((p) => p.portfolioId === selectedId)) {
      portfolio.ui.setState({ selectedId: undefined });
    }
  }, [portfolio, list, selectedId]);

  const select = (id: string | undefined) => portfolio.ui.setState({ selectedId: id });

  return (
    <div className="fd-view">
      <FirstRunWelcome />
      <ViewHead title={t('portfolios.title')}>
        <button type="button" className="fd-button" onClick={() => void refresh()}>
          {t('portfolios.refresh')}
        </button>
        <RefreshBadge cost={refreshCost} />
        <ExportButton />
      </ViewHead>
      <PortfolioPicker onSelect={select} />
      <ManageBar />
      <GatewayShareHint />
      <OutdatedNote />
      <section className="fd-card" aria-labelledby="fd-portfolio-value">
        <h3 id="fd-portfolio-value">{t('portfolios.valueAndProfit')}</h3>
        <Loaded store={portfolio.value} what="status.portfolioValue" pending={loadingName} reserve="figures">
          {(value, meta) => <ValueCard value={value} meta={meta} />}
        </Loaded>
      </section>
      <ValueChartCard />
      <ReturnsSection />
      <PlHistoryCard />
      <TableCards />
      <MarketMoodCard />
    </div>
  );
}

/** The holdings and transactions cards, each loading its own table. */
function TableCards() {
  const { portfolio } = useFolio().stores;
  const currency = useCurrency();
  const t = useT();
  const loading = { pending: useLoadingName(), reserve: 'table' } as const;
  const txPortfolioId = useStore(portfolio.transactions, (s) => s.shownQuery?.portfolioId);
  const icons = useKnownCoinIcons();
  return (
    <>
      {/* Each card's title first, then where its data came from: the tables' own captions are for screen readers. */}
      <LoadedCard
        title={t('portfolios.holdings')}
        store={portfolio.coins}
        what="status.holdings"
        {...loading}
      >
        {(rows, meta) => <HoldingsTable rows={rows} currency={currency} meta={meta} />}
      </LoadedCard>
      <LoadedCard
        title={t('portfolios.transactions')}
        store={portfolio.transactions}
        what="status.transactions"
        {...loading}
      >
        {(rows, meta) => (
          <TransactionsTable
            rows={rows}
            currency={currency}
            meta={meta}
            portfolioId={txPortfolioId}
            icons={icons}
          />
        )}
      </LoadedCard>
    </>
  );
}
