import type { AreaCatalogue } from '../en/index';
import type { enPositions } from '../en/positions';

export const arPositions: AreaCatalogue<typeof enPositions> = {
  'positions.title': 'المراكز',
};
