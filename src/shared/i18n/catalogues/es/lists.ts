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
  'lists.coinsFound': 'Monedas encontradas',
  'lists.finderPlaceholder': 'Nombre, p. ej. Solana',
  'lists.coinPlaceholder': 'Nombre o id, p. ej. solana',
  'lists.suggestions': 'Sugerencias para {label}',
  'lists.coinNoMatch': 'Ninguna moneda coincide con «{text}». Pruebe con su nombre completo.',
  'lists.coinSearching': 'Buscando «{text}»…',
  'lists.coinSearchService': 'Buscar «{text}» en el servicio',
  'lists.coinPicked': 'Elegida {coin}: el servicio la conoce como «{id}».',
  'lists.coinId': 'id {id}',
  'lists.finderNone':
    '{by, select, symbol {Ninguna moneda tiene el símbolo «{text}».} other {Ninguna moneda coincide con «{text}».}} {bySymbol, select, yes {Pruebe con su nombre completo o su símbolo.} other {Pruebe con su nombre completo.}}',
  'lists.finderFound':
    '{by, select, symbol {Monedas con el símbolo «{text}»: elija una.} other {Monedas con un nombre como «{text}»: elija una.}}',
  'lists.finderHidden':
    '{by, select, symbol {Las monedas con el símbolo «{text}» están ocultas: ↓ en el campo las vuelve a mostrar.} other {Las monedas con un nombre como «{text}» están ocultas: ↓ en el campo las vuelve a mostrar.}}',
  'lists.nothingMatches': 'Nada coincide con «{text}».',
  'lists.matchCount': '{count, plural, one {{n} coincidencia} other {{n} coincidencias}}',
};
