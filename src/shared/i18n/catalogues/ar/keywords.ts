import type { AreaCatalogue } from '../en/index';
import type { enKeywords } from '../en/keywords';

export const arKeywords: AreaCatalogue<typeof enKeywords> = {
  'keywords.refresh': 'إعادة تحميل تحديث مباشر الخدمة',
  'keywords.export': 'CSV تنزيل حفظ تصدير جدول الأصول المعاملات السجل',
  'keywords.newAlert': 'سعر تنبيه إشعار أعلى أدنى تغير',
  'keywords.alertLog': 'التنبيهات المنطلقة السجل الإشعارات',
  'keywords.privacy': 'إخفاء المبالغ تمويه الخصوصية',
  'keywords.theme': 'المظهر داكن فاتح السمة',
  'keywords.settingsKey': 'API مفتاح عنوان اتصال',
  'keywords.settingsAppearance': 'المظهر داكن فاتح شريط المهام',
  'keywords.settingsPrefs': 'العملة الحد تحديث الخصوصية تجريبي',
  'keywords.settingsStorage': 'ذاكرة مؤقتة مسح حذف قاعدة البيانات',
  'keywords.allPortfolios': 'محفظة إجمالي الكل',
  'keywords.portfolio': 'محفظة',
  'keywords.sharedPortfolio': 'محفظة مشتركة',
  'keywords.wallet': 'محفظة رقمية مزامنة رصيد',
  'keywords.asset': 'أصل RWA قائمة المراقبة',
  'keywords.watchedCoin': 'عملة سعر مخطط مراقبة قائمة المراقبة',
  'keywords.heldCoin': 'عملة سعر مخطط محتفظ بها الأصول',
  'keywords.pair': 'زوج شموع مخطط',
};
