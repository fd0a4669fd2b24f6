import type { Catalogue } from '../en/index';
import { arCommon } from './common';
import { arSettings } from './settings';
import { arShell } from './shell';
import { arTray } from './tray';
import { arCsv } from './csv';
import { arNotices } from './notices';
import { arErrors } from './errors';
import { arLabels } from './labels';
import { arPortfolios } from './portfolios';
import { arTransactions } from './transactions';
import { arWallets } from './wallets';
import { arManage } from './manage';
import { arImports } from './imports';

export const ar: Catalogue = {
  ...arCommon,
  ...arShell,
  ...arSettings,
  ...arTray,
  ...arCsv,
  ...arNotices,
  ...arErrors,
  ...arLabels,
  ...arPortfolios,
  ...arTransactions,
  ...arWallets,
  ...arManage,
  ...arImports,
};
