import type { Catalogue } from '../en/index';
import { frCommon } from './common';
import { frSettings } from './settings';
import { frShell } from './shell';
import { frTray } from './tray';
import { frCsv } from './csv';
import { frNotices } from './notices';
import { frErrors } from './errors';
import { frSync } from './sync';
import { frLabels } from './labels';
import { frPortfolios } from './portfolios';
import { frTransactions } from './transactions';
import { frManage } from './manage';
import { frImports } from './imports';
import { frWallets } from './wallets';
import { frCoin } from './coin';
import { frWatchlist } from './watchlist';
import { frRwa } from './rwa';
import { frCandles } from './candles';
import { frAlerts } from './alerts';
import { frLists } from './lists';
import { frOverview } from './overview';
import { frPositions } from './positions';
import { frCoverage } from './coverage';
import { frHeader } from './header';
import { frCost } from './cost';
import { frCredits } from './credits';
import { frReturns } from './returns';
import { frCharts } from './charts';
import { frPalette } from './palette';
import { frWelcome } from './welcome';
import { frOutcomes } from './outcomes';
import { frStatus } from './status';
import { frKeywords } from './keywords';
import { frPrices } from './prices';

export const fr: Catalogue = {
  ...frCommon,
  ...frShell,
  ...frSettings,
  ...frTray,
  ...frCsv,
  ...frNotices,
  ...frErrors,
  ...frSync,
  ...frLabels,
  ...frPortfolios,
  ...frTransactions,
  ...frManage,
  ...frImports,
  ...frWallets,
  ...frCoin,
  ...frWatchlist,
  ...frRwa,
  ...frCandles,
  ...frAlerts,
  ...frLists,
  ...frOverview,
  ...frPositions,
  ...frCoverage,
  ...frHeader,
  ...frCost,
  ...frCredits,
  ...frReturns,
  ...frCharts,
  ...frPalette,
  ...frWelcome,
  ...frOutcomes,
  ...frStatus,
  ...frKeywords,
  ...frPrices,
};
