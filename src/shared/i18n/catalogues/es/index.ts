import type { Catalogue } from '../en/index';
import { esCommon } from './common';
import { esSettings } from './settings';
import { esShell } from './shell';
import { esTray } from './tray';
import { esCsv } from './csv';
import { esNotices } from './notices';
import { esErrors } from './errors';
import { esLabels } from './labels';
import { esPortfolios } from './portfolios';
import { esTransactions } from './transactions';
import { esWallets } from './wallets';
import { esManage } from './manage';
import { esImports } from './imports';

export const es: Catalogue = {
  ...esCommon,
  ...esShell,
  ...esSettings,
  ...esTray,
  ...esCsv,
  ...esNotices,
  ...esErrors,
  ...esLabels,
  ...esPortfolios,
  ...esTransactions,
  ...esWallets,
  ...esManage,
  ...esImports,
};
