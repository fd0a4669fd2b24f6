import type { AreaCatalogue } from '../en/index';
import type { enPalette } from '../en/palette';

export const arPalette: AreaCatalogue<typeof enPalette> = {
  'palette.group.view': 'عرض',
  'palette.group.action': 'إجراء',
  'palette.group.portfolio': 'محفظة استثمارية',
  'palette.group.wallet': 'محفظة',
  'palette.group.coin': 'عملة',
  'palette.group.asset': 'أصل',
  'palette.group.pair': 'زوج',
  'palette.group.setting': 'إعداد',
  'palette.goTo': 'الانتقال إلى {view}',
  'palette.setting': 'الإعدادات: {section}',
  'palette.refreshPortfolio': 'تحديث المحفظة',
  'palette.export': 'تصدير البيانات بصيغة CSV…',
  'palette.newAlert': 'تنبيه جديد…',
  'palette.alertLog': 'سجل التنبيهات',
  'palette.privacyOff': 'إيقاف وضع الخصوصية',
  'palette.privacyOn': 'تشغيل وضع الخصوصية',
  'palette.themeLight': 'استخدام المظهر الفاتح',
  'palette.themeDark': 'استخدام المظهر الداكن',
  'palette.allPortfolios': 'كل المحافظ',
  'palette.walletOn': '{name} ({network})',
  'palette.pairCandles': 'شموع {exchange} {pair}',
  'palette.nothingMatches': 'لا شيء يطابق «{query}».',
  'palette.moreBelow':
    '{count, plural, zero {لا شيء أدناه} one {عنصر واحد آخر أدناه} two {عنصران آخران أدناه} few {{n} عناصر أخرى أدناه} many {{n} عنصرًا آخر أدناه} other {{n} عنصر آخر أدناه}}',
  'palette.endOfList': 'نهاية القائمة',
  'palette.keys': '{up} {down} للاختيار، {enter} للتنفيذ، {esc} للإغلاق.',
  'palette.title': 'لوحة الأوامر',
  'palette.field': 'اكتب أمرًا أو عرضًا أو محفظة أو أصلًا أو إعدادًا',
  'palette.placeholder': 'انتقال، تحديث، خصوصية…',
  'palette.noMatches': 'لا توجد نتائج',
  'palette.matches':
    '{count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {{n} نتائج} many {{n} نتيجة} other {{n} نتيجة}}',
  'palette.matchesList': 'النتائج',
};
