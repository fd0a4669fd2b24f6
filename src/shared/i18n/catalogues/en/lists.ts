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
} as const;
