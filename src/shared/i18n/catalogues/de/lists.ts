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
  'lists.coinsFound': 'Gefundene Coins',
  'lists.finderPlaceholder': 'Name, z. B. Solana',
  'lists.coinPlaceholder': 'Name oder ID, z. B. solana',
  'lists.suggestions': 'Vorschläge für {label}',
  'lists.coinNoMatch': 'Kein Coin passt zu „{text}“. Versuchen Sie den vollständigen Namen.',
  'lists.coinSearching': 'Suche nach „{text}“…',
  'lists.coinSearchService': 'Beim Dienst nach „{text}“ suchen',
  'lists.coinPicked': '{coin} gewählt: Der Dienst kennt ihn als „{id}“.',
  'lists.coinId': 'ID {id}',
  'lists.finderNone':
    '{by, select, symbol {Kein Coin hat das Symbol „{text}“.} other {Kein Coin passt zu „{text}“.}} {bySymbol, select, yes {Versuchen Sie den vollständigen Namen oder das Symbol.} other {Versuchen Sie den vollständigen Namen.}}',
  'lists.finderFound':
    '{by, select, symbol {Coins mit dem Symbol „{text}“: Wählen Sie einen aus.} other {Coins mit Namen wie „{text}“: Wählen Sie einen aus.}}',
  'lists.finderHidden':
    '{by, select, symbol {Coins mit dem Symbol „{text}“ sind ausgeblendet: ↓ im Feld zeigt sie wieder.} other {Coins mit Namen wie „{text}“ sind ausgeblendet: ↓ im Feld zeigt sie wieder.}}',
  'lists.nothingMatches': 'Nichts passt zu „{text}“.',
  'lists.matchCount': '{count, plural, one {{n} Treffer} other {{n} Treffer}}',
};
