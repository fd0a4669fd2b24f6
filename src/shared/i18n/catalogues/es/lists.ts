import type { AreaCatalogue } from '../en/index';
import type { enLists } from '../en/lists';

export const esLists: AreaCatalogue<typeof enLists> = {
  'lists.search': 'Buscar',
  'lists.pages': 'Páginas',
  'lists.previousPage': 'Página anterior',
  'lists.nextPage': 'Página siguiente',
  'lists.pageOf': 'Página {page} de {total}',
  'lists.finderSearching': 'Buscando…',
  'lists.finderNamed': 'Buscar monedas con un nombre como «{name}»',
  'lists.finderByName': 'Buscar una moneda por nombre',
  'lists.finderSymbol': 'Buscar el símbolo «{ticker}»',
};
