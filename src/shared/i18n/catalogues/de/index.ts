import type { Catalogue } from '../en/index';
import { deCommon } from './common';
import { deSettings } from './settings';
import { deShell } from './shell';
import { deTray } from './tray';
import { deCsv } from './csv';
import { deNotices } from './notices';
import { deErrors } from './errors';
import { deLabels } from './labels';
import { dePortfolios } from './portfolios';
import { deTransactions } from './transactions';
import { deWallets } from './wallets';
import { deManage } from './manage';
import { deImports } from './imports';

export const de: Catalogue = {
  ...deCommon,
  ...deShell,
  ...deSettings,
  ...deTray,
  ...deCsv,
  ...deNotices,
  ...deErrors,
  ...deLabels,
  ...dePortfolios,
  ...deTransactions,
  ...deWallets,
  ...deManage,
  ...deImports,
};
