import { joinAreas, type Catalogue } from '../en/index';
import esCommon from './common.json';
import esShell from './shell.json';
import esSettings from './settings.json';
import esTray from './tray.json';
import esCsv from './csv.json';
import esNotices from './notices.json';
import esErrors from './errors.json';
import esSync from './sync.json';
import esLabels from './labels.json';
import esPortfolios from './portfolios.json';
import esTransactions from './transactions.json';
import esManage from './manage.json';
import esImports from './imports.json';
import esWallets from './wallets.json';
import esCoin from './coin.json';
import esWatchlist from './watchlist.json';
import esRwa from './rwa.json';
import esCandles from './candles.json';
import esAlerts from './alerts.json';
import esLists from './lists.json';
import esOverview from './overview.json';
import esPositions from './positions.json';
import esCoverage from './coverage.json';
import esHeader from './header.json';
import esCost from './cost.json';
import esCredits from './credits.json';
import esReturns from './returns.json';
import esCharts from './charts.json';
import esPalette from './palette.json';
import esWelcome from './welcome.json';
import esOutcomes from './outcomes.json';
import esStatus from './status.json';
import esKeywords from './keywords.json';
import esPrices from './prices.json';

// Each JSON part is typed against its part of the source (Areas): a missing id fails the type check; an extra
// one, which TypeScript lets through, fails test/unit/shared/i18n/catalogues.test.ts.
export const es: Catalogue = joinAreas({
  common: esCommon,
  shell: esShell,
  settings: esSettings,
  tray: esTray,
  csv: esCsv,
  notices: esNotices,
  errors: esErrors,
  sync: esSync,
  labels: esLabels,
  portfolios: esPortfolios,
  transactions: esTransactions,
  manage: esManage,
  imports: esImports,
  wallets: esWallets,
  coin: esCoin,
  watchlist: esWatchlist,
  rwa: esRwa,
  candles: esCandles,
  alerts: esAlerts,
  lists: esLists,
  overview: esOverview,
  positions: esPositions,
  coverage: esCoverage,
  header: esHeader,
  cost: esCost,
  credits: esCredits,
  returns: esReturns,
  charts: esCharts,
  palette: esPalette,
  welcome: esWelcome,
  outcomes: esOutcomes,
  status: esStatus,
  keywords: esKeywords,
  prices: esPrices,
});
