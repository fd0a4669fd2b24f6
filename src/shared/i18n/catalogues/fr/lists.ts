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
  'lists.coinsFound': 'Cryptos trouvées',
  'lists.finderPlaceholder': 'Nom, par exemple Solana',
  'lists.coinPlaceholder': 'Nom ou id, par exemple solana',
  'lists.suggestions': 'Suggestions pour {label}',
  'lists.coinNoMatch': 'Aucune crypto ne correspond à « {text} ». Essayez son nom complet.',
  'lists.coinSearching': 'Recherche de « {text} »…',
  'lists.coinSearchService': 'Rechercher « {text} » auprès du service',
  'lists.coinPicked': '{coin} choisie : le service la connaît sous l’id « {id} ».',
  'lists.coinId': 'id {id}',
  'lists.finderNone':
    '{by, select, symbol {Aucune crypto n’a le symbole « {text} ».} other {Aucune crypto ne correspond à « {text} ».}} {bySymbol, select, yes {Essayez son nom complet ou son symbole.} other {Essayez son nom complet.}}',
  'lists.finderFound':
    '{by, select, symbol {Cryptos au symbole « {text} » : choisissez-en une.} other {Cryptos dont le nom ressemble à « {text} » : choisissez-en une.}}',
  'lists.finderHidden':
    '{by, select, symbol {Les cryptos au symbole « {text} » sont masquées : ↓ dans le champ les affiche de nouveau.} other {Les cryptos dont le nom ressemble à « {text} » sont masquées : ↓ dans le champ les affiche de nouveau.}}',
  'lists.nothingMatches': 'Rien ne correspond à « {text} ».',
  'lists.matchCount': '{count, plural, one {{n} résultat} other {{n} résultats}}',
};
