import type { Catalogue } from '../en/index';
import { arCommon } from './common';
import { arSettings } from './settings';
import { arShell } from './shell';
import { arTray } from './tray';
import { arErrors } from './errors';

export const ar: Catalogue = {
  ...arCommon,
  ...arShell,
  ...arSettings,
  ...arTray,
  ...arErrors,
};
