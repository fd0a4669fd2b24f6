import type { AreaCatalogue } from '../en/index';
import type { enCommon } from '../en/common';

export const esCommon: AreaCatalogue<typeof enCommon> = {
  'count.pairs': '{count, plural, one {{n} par} other {{n} pares}}',
  'common.nothingToShow': 'No hay nada que mostrar.',
};
