import { joinAreas, type Catalogue } from '../en/index';
import frCommon from './common.json';
import frShell from './shell.json';
import frSettings from './settings.json';
import frTray from './tray.json';
import frCsv from './csv.json';
import frNotices from './notices.json';
import frErrors from './errors.json';
import frSync from './sync.json';
import frLabels from './labels.json';
import frPortfolios from './portfolios.json';
import frTransactions from './transactions.json';
import frManage from './manage.json';
import frImports from './imports.json';
import frWallets from './wallets.json';
import frCoin from './coin.json';
import frWatchlist from './watchlist.json';
import frRwa from './rwa.json';
import frCandles from './candles.json';
import frAlerts from './alerts.json';
import frLists from './lists.json';
import frOverview from './overview.json';
import frPositions from './positions.json';
import frCoverage from './coverage.json';
import frHeader from './header.json';
import frCost from './cost.json';
import frCredits from './credits.json';
import frReturns from './returns.json';
import frCharts from './charts.json';
import frPalette from './palette.json';
import frWelcome from './welcome.json';
import frOutcomes from './outcomes.json';
import frStatus from './status.json';
import frKeywords from './keywords.json';
import frPrices from './prices.json';

// Each JSON part is typed against its part of the source (Areas): a missing id fails the type check; an extra
// one, which TypeScript lets through, fails test/unit/shared/i18n/catalogues.test.ts.
export const fr: Catalogue = joinAreas({
  common: frCommon,
  shell: frShell,
  settings: frSettings,
  tray: frTray,
  csv: frCsv,
  notices: frNotices,
  errors: frErrors,
  sync: frSync,
  labels: frLabels,
  portfolios: frPortfolios,
  transactions: frTransactions,
  manage: frManage,
  imports: frImports,
  wallets: frWallets,
  coin: frCoin,
  watchlist: frWatchlist,
  rwa: frRwa,
  candles: frCandles,
  alerts: frAlerts,
  lists: frLists,
  overview: frOverview,
  positions: frPositions,
  coverage: frCoverage,
  header: frHeader,
  cost: frCost,
  credits: frCredits,
  returns: frReturns,
  charts: frCharts,
  palette: frPalette,
  welcome: frWelcome,
  outcomes: frOutcomes,
  status: frStatus,
  keywords: frKeywords,
  prices: frPrices,
});
