import type { AreaCatalogue } from '../en/index';
import type { enPositions } from '../en/positions';

export const esPositions: AreaCatalogue<typeof enPositions> = {
  'positions.title': 'Posiciones',
};
