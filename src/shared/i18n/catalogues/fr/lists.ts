import type { AreaCatalogue } from '../en/index';
import type { enLists } from '../en/lists';

export const frLists: AreaCatalogue<typeof enLists> = {
  'lists.search': 'Rechercher',
  'lists.pages': 'Pages',
  'lists.previousPage': 'Page précédente',
  'lists.nextPage': 'Page suivante',
  'lists.pageOf': 'Page {page} sur {total}',
};
