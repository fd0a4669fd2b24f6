import type { AreaCatalogue } from '../en/index';
import type { enCommon } from '../en/common';

export const deCommon: AreaCatalogue<typeof enCommon> = {
  'count.pairs': '{count, plural, one {{n} Paar} other {{n} Paare}}',
  'common.nothingToShow': 'Nichts anzuzeigen.',
};
