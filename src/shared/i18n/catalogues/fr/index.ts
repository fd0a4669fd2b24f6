import type { Catalogue } from '../en/index';
import { frCommon } from './common';
import { frSettings } from './settings';
import { frShell } from './shell';
import { frTray } from './tray';
import { frCsv } from './csv';
import { frNotices } from './notices';
import { frErrors } from './errors';
import { frLabels } from './labels';
import { frPortfolios } from './portfolios';
import { frTransactions } from './transactions';
import { frWallets } from './wallets';
import { frManage } from './manage';
import { frImports } from './imports';

export const fr: Catalogue = {
  ...frCommon,
  ...frShell,
  ...frSettings,
  ...frTray,
  ...frCsv,
  ...frNotices,
  ...frErrors,
  ...frLabels,
  ...frPortfolios,
  ...frTransactions,
  ...frWallets,
  ...frManage,
  ...frImports,
};
