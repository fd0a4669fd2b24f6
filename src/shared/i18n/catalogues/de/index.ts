import type { Catalogue } from '../en/index';
import { deCommon } from './common';
import { deSettings } from './settings';
import { deShell } from './shell';
import { deTray } from './tray';
import { deCsv } from './csv';
import { deNotices } from './notices';
import { deErrors } from './errors';
import { deSync } from './sync';
import { deLabels } from './labels';
import { dePortfolios } from './portfolios';
import { deTransactions } from './transactions';
import { deManage } from './manage';
import { deImports } from './imports';
import { deWallets } from './wallets';
import { deCoin } from './coin';
import { deWatchlist } from './watchlist';
import { deRwa } from './rwa';
import { deCandles } from './candles';
import { deAlerts } from './alerts';
import { deLists } from './lists';
import { deOverview } from './overview';
import { dePositions } from './positions';
import { deCoverage } from './coverage';
import { deHeader } from './header';
import { deCost } from './cost';
import { deCredits } from './credits';
import { deReturns } from './returns';
import { deCharts } from './charts';
import { dePalette } from './palette';
import { deWelcome } from './welcome';
import { deOutcomes } from './outcomes';
import { deStatus } from './status';
import { deKeywords } from './keywords';
import { dePrices } from './prices';

export const de: Catalogue = {
  ...deCommon,
  ...deShell,
  ...deSettings,
  ...deTray,
  ...deCsv,
  ...deNotices,
  ...deErrors,
  ...deSync,
  ...deLabels,
  ...dePortfolios,
  ...deTransactions,
  ...deManage,
  ...deImports,
  ...deWallets,
  ...deCoin,
  ...deWatchlist,
  ...deRwa,
  ...deCandles,
  ...deAlerts,
  ...deLists,
  ...deOverview,
  ...dePositions,
  ...deCoverage,
  ...deHeader,
  ...deCost,
  ...deCredits,
  ...deReturns,
  ...deCharts,
  ...dePalette,
  ...deWelcome,
  ...deOutcomes,
  ...deStatus,
  ...deKeywords,
  ...dePrices,
};
