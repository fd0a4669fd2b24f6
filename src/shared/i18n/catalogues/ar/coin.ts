import type { AreaCatalogue } from '../en/index';
import type { enCoin } from '../en/coin';

export const arCoin: AreaCatalogue<typeof enCoin> = {
  'coin.change24hTitle': 'تغيّر السعر خلال 24 ساعة',
  'coin.watch': 'مراقبة',
  'coin.watching': 'قيد المراقبة',
  'coin.watchAdd': 'إضافة {name} إلى قائمة المراقبة',
  'coin.watchRemove': 'إزالة {name} من قائمة المراقبة',
  'coin.newAlert': 'تنبيه جديد',
  'coin.openCandles': 'فتح الشموع',
  'coin.candlesOf': '{pair} في عرض الشموع',
  'coin.noPair': 'ليس لـ {name} رمز يمكن تكوين زوج منه',
  'coin.price': 'السعر',
  'coin.showIn': 'العرض بـ',
  'coin.chartLabel': 'سعر {coin} · {range} · بـ {unit}',
  'coin.yourHolding': 'حيازتك',
  'coin.heldAcross': 'المحتفظ به عبر محافظك',
  'coin.averageBuy': 'متوسط سعر الشراء',
  'coin.allTimePlTitle': 'تحركات السعر على ما تحتفظ به الآن، مضافًا إليها ما حققته المبيعات',
  'coin.unrealizedPl': 'الربح/الخسارة غير المحققة',
  'coin.unrealizedPlTitle': 'على العملات التي ما زلت تحتفظ بها: قيمتها الآن ناقص تكلفتها',
  'coin.realizedPl': 'الربح/الخسارة المحققة',
  'coin.realizedPlTitle': 'على العملات المبيعة: ما جلبته ناقص تكلفتها',
  'coin.holdsNone': 'لا تملك أي {name} في محافظك.',
  'coin.transactions': 'المعاملات',
  'coin.transactionsCaption': 'معاملات هذه العملة',
  'coin.noTransactions': 'لا توجد معاملات لهذه العملة في محافظك.',
};
