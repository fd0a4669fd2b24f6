import { joinAreas, type Catalogue } from '../en/index';
import deCommon from './common.json';
import deShell from './shell.json';
import deSettings from './settings.json';
import deTray from './tray.json';
import deCsv from './csv.json';
import deNotices from './notices.json';
import deErrors from './errors.json';
import deSync from './sync.json';
import deLabels from './labels.json';
import dePortfolios from './portfolios.json';
import deTransactions from './transactions.json';
import deManage from './manage.json';
import deImports from './imports.json';
import deWallets from './wallets.json';
import deCoin from './coin.json';
import deWatchlist from './watchlist.json';
import deRwa from './rwa.json';
import deCandles from './candles.json';
import deAlerts from './alerts.json';
import deLists from './lists.json';
import deOverview from './overview.json';
import dePositions from './positions.json';
import deCoverage from './coverage.json';
import deHeader from './header.json';
import deCost from './cost.json';
import deCredits from './credits.json';
import deReturns from './returns.json';
import deCharts from './charts.json';
import dePalette from './palette.json';
import deWelcome from './welcome.json';
import deOutcomes from './outcomes.json';
import deStatus from './status.json';
import deKeywords from './keywords.json';
import dePrices from './prices.json';

// Each JSON part is typed against its part of the source (Areas): a missing id fails the type check; an extra
// one, which TypeScript lets through, fails test/unit/shared/i18n/catalogues.test.ts.
export const de: Catalogue = joinAreas({
  common: deCommon,
  shell: deShell,
  settings: deSettings,
  tray: deTray,
  csv: deCsv,
  notices: deNotices,
  errors: deErrors,
  sync: deSync,
  labels: deLabels,
  portfolios: dePortfolios,
  transactions: deTransactions,
  manage: deManage,
  imports: deImports,
  wallets: deWallets,
  coin: deCoin,
  watchlist: deWatchlist,
  rwa: deRwa,
  candles: deCandles,
  alerts: deAlerts,
  lists: deLists,
  overview: deOverview,
  positions: dePositions,
  coverage: deCoverage,
  header: deHeader,
  cost: deCost,
  credits: deCredits,
  returns: deReturns,
  charts: deCharts,
  palette: dePalette,
  welcome: deWelcome,
  outcomes: deOutcomes,
  status: deStatus,
  keywords: deKeywords,
  prices: dePrices,
});
