import type { Catalogue } from '../en/index';
import { arCommon } from './common';
import { arSettings } from './settings';
import { arShell } from './shell';
import { arTray } from './tray';
import { arCsv } from './csv';
import { arNotices } from './notices';
import { arErrors } from './errors';
import { arSync } from './sync';
import { arLabels } from './labels';
import { arPortfolios } from './portfolios';
import { arTransactions } from './transactions';
import { arManage } from './manage';
import { arImports } from './imports';
import { arWallets } from './wallets';
import { arCoin } from './coin';
import { arWatchlist } from './watchlist';
import { arRwa } from './rwa';
import { arCandles } from './candles';
import { arAlerts } from './alerts';
import { arLists } from './lists';
import { arOverview } from './overview';
import { arPositions } from './positions';
import { arCoverage } from './coverage';
import { arHeader } from './header';
import { arCost } from './cost';
import { arCredits } from './credits';
import { arReturns } from './returns';
import { arCharts } from './charts';
import { arPalette } from './palette';
import { arWelcome } from './welcome';
import { arOutcomes } from './outcomes';
import { arStatus } from './status';
import { arKeywords } from './keywords';
import { arPrices } from './prices';

export const ar: Catalogue = {
  ...arCommon,
  ...arShell,
  ...arSettings,
  ...arTray,
  ...arCsv,
  ...arNotices,
  ...arErrors,
  ...arSync,
  ...arLabels,
  ...arPortfolios,
  ...arTransactions,
  ...arManage,
  ...arImports,
  ...arWallets,
  ...arCoin,
  ...arWatchlist,
  ...arRwa,
  ...arCandles,
  ...arAlerts,
  ...arLists,
  ...arOverview,
  ...arPositions,
  ...arCoverage,
  ...arHeader,
  ...arCost,
  ...arCredits,
  ...arReturns,
  ...arCharts,
  ...arPalette,
  ...arWelcome,
  ...arOutcomes,
  ...arStatus,
  ...arKeywords,
  ...arPrices,
};
