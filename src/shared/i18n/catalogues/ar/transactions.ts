import type { AreaCatalogue } from '../en/index';
import type { enTransactions } from '../en/transactions';

export const arTransactions: AreaCatalogue<typeof enTransactions> = {
  'transactions.search': 'بحث',
  'transactions.searchPlaceholder': 'عملة أو ملاحظة أو عنوان',
  'transactions.filters': 'المعاملات',
  'transactions.allTypes': 'كل الأنواع',
  'transactions.allCoins': 'كل العملات',
  'transactions.pages': 'صفحات المعاملات',
  'transactions.previous': 'السابقة',
  'transactions.next': 'التالية',
  'transactions.pageOf': 'الصفحة {page} من {pages}',
  'transactions.loaded':
    '{count, plural, zero {لم تُحمَّل أي معاملة.} one {حُمِّلت معاملة واحدة.} two {حُمِّلت معاملتان.} few {حُمِّلت {n} معاملات.} many {حُمِّلت {n} معاملة.} other {حُمِّلت {n} معاملة.}}',
  'transactions.moreMaybe': 'قد توجد معاملات أقدم لدى الخدمة: «تحميل المزيد» يقرأ الـ {n} التالية.',
  'transactions.noMore': 'لا يوجد المزيد لدى الخدمة.',
  'transactions.loadMore': 'تحميل المزيد',
  'transactions.loading': 'جارٍ التحميل…',
  'transactions.typeBuy': 'شراء',
  'transactions.typeSell': 'بيع',
  'transactions.typeReceived': 'مستلَم',
  'transactions.typeSent': 'مرسَل',
};
