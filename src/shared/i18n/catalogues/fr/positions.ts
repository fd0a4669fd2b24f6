import type { AreaCatalogue } from '../en/index';
import type { enPositions } from '../en/positions';

export const frPositions: AreaCatalogue<typeof enPositions> = {
  'positions.title': 'Positions',
};
