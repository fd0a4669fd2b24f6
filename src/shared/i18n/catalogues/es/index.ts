import type { Catalogue } from '../en/index';
import { esCommon } from './common';
import { esSettings } from './settings';
import { esShell } from './shell';
import { esTray } from './tray';
import { esCsv } from './csv';
import { esNotices } from './notices';
import { esErrors } from './errors';
import { esSync } from './sync';
import { esLabels } from './labels';
import { esPortfolios } from './portfolios';
import { esTransactions } from './transactions';
import { esManage } from './manage';
import { esImports } from './imports';
import { esWallets } from './wallets';
import { esCoin } from './coin';
import { esWatchlist } from './watchlist';
import { esRwa } from './rwa';
import { esCandles } from './candles';
import { esAlerts } from './alerts';
import { esLists } from './lists';
import { esOverview } from './overview';
import { esPositions } from './positions';
import { esCoverage } from './coverage';
import { esHeader } from './header';
import { esCost } from './cost';
import { esCredits } from './credits';
import { esReturns } from './returns';
import { esCharts } from './charts';
import { esPalette } from './palette';
import { esWelcome } from './welcome';
import { esOutcomes } from './outcomes';
import { esStatus } from './status';
import { esKeywords } from './keywords';
import { esPrices } from './prices';

export const es: Catalogue = {
  ...esCommon,
  ...esShell,
  ...esSettings,
  ...esTray,
  ...esCsv,
  ...esNotices,
  ...esErrors,
  ...esSync,
  ...esLabels,
  ...esPortfolios,
  ...esTransactions,
  ...esManage,
  ...esImports,
  ...esWallets,
  ...esCoin,
  ...esWatchlist,
  ...esRwa,
  ...esCandles,
  ...esAlerts,
  ...esLists,
  ...esOverview,
  ...esPositions,
  ...esCoverage,
  ...esHeader,
  ...esCost,
  ...esCredits,
  ...esReturns,
  ...esCharts,
  ...esPalette,
  ...esWelcome,
  ...esOutcomes,
  ...esStatus,
  ...esKeywords,
  ...esPrices,
};
