import type { AreaCatalogue } from '../en/index';
import type { enLists } from '../en/lists';

export const arLists: AreaCatalogue<typeof enLists> = {
  'lists.search': 'بحث',
  'lists.pages': 'الصفحات',
  'lists.previousPage': 'الصفحة السابقة',
  'lists.nextPage': 'الصفحة التالية',
  'lists.pageOf': 'الصفحة {page} من {total}',
  'lists.finderSearching': 'جارٍ البحث…',
  'lists.finderNamed': 'ابحث عن عملات باسم يشبه «{name}»',
  'lists.finderByName': 'ابحث عن عملة بالاسم',
  'lists.finderSymbol': 'ابحث عن الرمز «{ticker}»',
};
