import type { AreaCatalogue } from '../en/index';
import type { enCommon } from '../en/common';

export const frCommon: AreaCatalogue<typeof enCommon> = {
  'count.pairs': '{count, plural, one {{n} paire} other {{n} paires}}',
  'common.nothingToShow': 'Rien à afficher.',
};
