import { joinAreas, type Catalogue } from '../en/index';
import arCommon from './common.json';
import arShell from './shell.json';
import arSettings from './settings.json';
import arTray from './tray.json';
import arCsv from './csv.json';
import arNotices from './notices.json';
import arErrors from './errors.json';
import arSync from './sync.json';
import arLabels from './labels.json';
import arPortfolios from './portfolios.json';
import arTransactions from './transactions.json';
import arManage from './manage.json';
import arImports from './imports.json';
import arWallets from './wallets.json';
import arCoin from './coin.json';
import arWatchlist from './watchlist.json';
import arRwa from './rwa.json';
import arCandles from './candles.json';
import arAlerts from './alerts.json';
import arLists from './lists.json';
import arOverview from './overview.json';
import arPositions from './positions.json';
import arCoverage from './coverage.json';
import arHeader from './header.json';
import arCost from './cost.json';
import arCredits from './credits.json';
import arReturns from './returns.json';
import arCharts from './charts.json';
import arPalette from './palette.json';
import arWelcome from './welcome.json';
import arOutcomes from './outcomes.json';
import arStatus from './status.json';
import arKeywords from './keywords.json';
import arPrices from './prices.json';

// Each JSON part is typed against its part of the source (Areas): a missing id fails the type check; an extra
// one, which TypeScript lets through, fails test/unit/shared/i18n/catalogues.test.ts.
export const ar: Catalogue = joinAreas({
  common: arCommon,
  shell: arShell,
  settings: arSettings,
  tray: arTray,
  csv: arCsv,
  notices: arNotices,
  errors: arErrors,
  sync: arSync,
  labels: arLabels,
  portfolios: arPortfolios,
  transactions: arTransactions,
  manage: arManage,
  imports: arImports,
  wallets: arWallets,
  coin: arCoin,
  watchlist: arWatchlist,
  rwa: arRwa,
  candles: arCandles,
  alerts: arAlerts,
  lists: arLists,
  overview: arOverview,
  positions: arPositions,
  coverage: arCoverage,
  header: arHeader,
  cost: arCost,
  credits: arCredits,
  returns: arReturns,
  charts: arCharts,
  palette: arPalette,
  welcome: arWelcome,
  outcomes: arOutcomes,
  status: arStatus,
  keywords: arKeywords,
  prices: arPrices,
});
