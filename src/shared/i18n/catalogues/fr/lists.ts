import type { AreaCatalogue } from '../en/index';
import type { enLists } from '../en/lists';

export const frLists: AreaCatalogue<typeof enLists> = {
  'lists.search': 'Rechercher',
  'lists.pages': 'Pages',
  'lists.previousPage': 'Page précédente',
  'lists.nextPage': 'Page suivante',
  'lists.pageOf': 'Page {page} sur {total}',
  'lists.finderSearching': 'Recherche…',
  'lists.finderNamed': 'Chercher les cryptos nommées comme « {name} »',
  'lists.finderByName': 'Chercher une crypto par son nom',
  'lists.finderSymbol': 'Chercher le symbole « {ticker} »',
};
