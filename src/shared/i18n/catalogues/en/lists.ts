// The search box and the pager of the lists the service filters and pages (RWA lists, transactions).
export const enLists = {
  'lists.search': 'Search',
  'lists.pages': 'Pages',
  'lists.previousPage': 'Previous page',
  'lists.nextPage': 'Next page',
  'lists.pageOf': 'Page {page} of {total}',
} as const;
