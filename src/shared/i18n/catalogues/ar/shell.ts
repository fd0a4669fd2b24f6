import type { AreaCatalogue } from '../en/index';
import type { enShell } from '../en/shell';

export const arShell: AreaCatalogue<typeof enShell> = {
  'shell.skipToContent': 'انتقل إلى المحتوى',
  'shell.views': 'طرق العرض',
  'shell.coin': 'العملة',
  'shell.loading': 'جارٍ التحميل…',
  'nav.overview': 'نظرة عامة',
  'nav.portfolios': 'المحافظ',
  'nav.positions': 'المراكز',
  'nav.wallets': 'المحافظ الرقمية',
  'nav.watchlist': 'قائمة المراقبة',
  'nav.rwa': 'الأصول الحقيقية',
  'nav.candles': 'الشموع',
  'nav.alerts': 'التنبيهات',
  'nav.credits': 'الأرصدة',
  'nav.settings': 'الإعدادات',
};
