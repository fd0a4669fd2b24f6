import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const arSettings: AreaCatalogue<typeof enSettings> = {
  'appearance.title': 'المظهر والنافذة',
  'appearance.theme': 'السمة',
  'appearance.theme.light': 'فاتح',
  'appearance.theme.dark': 'داكن',
  'appearance.theme.system': 'النظام',
  'appearance.language': 'اللغة',
  'appearance.language.system': 'مثل النظام ({name})',
  'appearance.language.hint': 'لغة النصوص. الأرقام والتواريخ والعملات تتبع إعدادات النظام الإقليمية.',
  'appearance.closeToTray': 'إغلاق النافذة يُبقي Folio Desk في علبة النظام (تطبيق سطح المكتب)',
};
