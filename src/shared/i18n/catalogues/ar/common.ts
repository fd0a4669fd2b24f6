import type { AreaCatalogue } from '../en/index';
import type { enCommon } from '../en/common';

export const arCommon: AreaCatalogue<typeof enCommon> = {
  'count.pairs':
    '{count, plural, zero {{n} زوج} one {زوج واحد} two {زوجان} few {{n} أزواج} many {{n} زوجًا} other {{n} زوج}}',
  'common.nothingToShow': 'لا يوجد ما يُعرض.',
};
