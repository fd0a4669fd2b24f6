import type { Catalogue } from '../en/index';
import { esCommon } from './common';
import { esSettings } from './settings';
import { esShell } from './shell';
import { esTray } from './tray';
import { esErrors } from './errors';

export const es: Catalogue = {
  ...esCommon,
  ...esShell,
  ...esSettings,
  ...esTray,
  ...esErrors,
};
