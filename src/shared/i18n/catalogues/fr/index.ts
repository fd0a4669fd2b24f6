import type { Catalogue } from '../en/index';
import { frCommon } from './common';
import { frSettings } from './settings';
import { frShell } from './shell';
import { frTray } from './tray';
import { frErrors } from './errors';

export const fr: Catalogue = {
  ...frCommon,
  ...frShell,
  ...frSettings,
  ...frTray,
  ...frErrors,
};
