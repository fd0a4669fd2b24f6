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
  'lists.coinsFound': 'العملات التي عُثر عليها',
  'lists.finderPlaceholder': 'الاسم، مثل Solana',
  'lists.coinPlaceholder': 'الاسم أو المعرّف، مثل solana',
  'lists.suggestions': 'اقتراحات {label}',
  'lists.coinNoMatch': 'لا توجد عملة تطابق «{text}». جرّب اسمها الكامل.',
  'lists.coinSearching': 'جارٍ البحث عن «{text}»…',
  'lists.coinSearchService': 'البحث عن «{text}» لدى الخدمة',
  'lists.coinPicked': 'اخترت {coin}: تعرفها الخدمة بالمعرّف «{id}».',
  'lists.coinId': 'المعرّف {id}',
  'lists.finderNone':
    '{by, select, symbol {لا توجد عملة رمزها «{text}».} other {لا توجد عملة تطابق «{text}».}} {bySymbol, select, yes {جرّب اسمها الكامل أو رمزها.} other {جرّب اسمها الكامل.}}',
  'lists.finderFound':
    '{by, select, symbol {عملات رمزها «{text}»: اختر واحدة.} other {عملات باسم يشبه «{text}»: اختر واحدة.}}',
  'lists.finderHidden':
    '{by, select, symbol {العملات ذات الرمز «{text}» مخفية: ↓ في الحقل يعرضها مجددًا.} other {العملات ذات الاسم الشبيه بـ«{text}» مخفية: ↓ في الحقل يعرضها مجددًا.}}',
  'lists.nothingMatches': 'لا شيء يطابق «{text}».',
  'lists.matchCount':
    '{count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {{n} نتائج} many {{n} نتيجة} other {{n} نتيجة}}',
};
