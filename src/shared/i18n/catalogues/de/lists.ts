import type { AreaCatalogue } from '../en/index';
import type { enLists } from '../en/lists';

export const deLists: AreaCatalogue<typeof enLists> = {
  'lists.search': 'Suchen',
  'lists.pages': 'Seiten',
  'lists.previousPage': 'Vorherige Seite',
  'lists.nextPage': 'Nächste Seite',
  'lists.pageOf': 'Seite {page} von {total}',
  'lists.finderSearching': 'Suche läuft…',
  'lists.finderNamed': 'Coins mit Namen wie „{name}“ suchen',
  'lists.finderByName': 'Einen Coin nach Namen suchen',
  'lists.finderSymbol': 'Das Symbol „{ticker}“ suchen',
};
