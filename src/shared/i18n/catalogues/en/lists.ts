// The search box and the pager of the lists the service filters and pages (RWA lists, transactions).
export const enLists = {
  'lists.search': 'Search',
  'lists.pages': 'Pages',
  'lists.previousPage': 'Previous page',
  'lists.nextPage': 'Next page',
  'lists.pageOf': 'Page {page} of {total}',
  'lists.finderSearching': 'Searching…',
  'lists.finderNamed': 'Find coins named like “{name}”',
  'lists.finderByName': 'Find a coin by name',
  'lists.finderSymbol': 'Find the symbol “{ticker}”',
  // The coin fields and pick lists: what is typed, found and picked.
  'lists.coinsFound': 'Coins found',
  'lists.finderPlaceholder': 'Name, such as Solana',
  'lists.coinPlaceholder': 'Name or id, such as solana',
  'lists.suggestions': '{label} suggestions',
  'lists.coinNoMatch': 'No coin matches “{text}”. Try its full name.',
  'lists.coinSearching': 'Searching for “{text}”…',
  'lists.coinSearchService': 'Search the service for “{text}”',
  'lists.coinPicked': 'Picked {coin}: the service knows it as “{id}”.',
  'lists.coinId': 'id {id}',
  'lists.finderNone':
    '{by, select, symbol {No coin has the symbol “{text}”.} other {No coin matches “{text}”.}} {bySymbol, select, yes {Try its full name or symbol.} other {Try its full name.}}',
  'lists.finderFound':
    '{by, select, symbol {Coins with the symbol “{text}”: pick one.} other {Coins named like “{text}”: pick one.}}',
  'lists.finderHidden':
    '{by, select, symbol {Coins with the symbol “{text}” are hidden: ↓ in the field shows them again.} other {Coins named like “{text}” are hidden: ↓ in the field shows them again.}}',
  'lists.nothingMatches': 'Nothing matches “{text}”.',
  'lists.matchCount': '{count, plural, one {{n} match} other {{n} matches}}',
} as const;
