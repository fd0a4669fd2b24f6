import type { AreaCatalogue } from '../en/index';
import type { enPositions } from '../en/positions';

export const dePositions: AreaCatalogue<typeof enPositions> = {
  'positions.title': 'Positionen',
};
