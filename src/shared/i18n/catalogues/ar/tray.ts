import type { AreaCatalogue } from '../en/index';
import type { enTray } from '../en/tray';

export const arTray: AreaCatalogue<typeof enTray> = {
  'tray.demoData': 'بيانات تجريبية',
  'tray.nothingWatched': 'لا شيء قيد المراقبة: أضف عملات أو أصولًا في قائمة المراقبة',
  'tray.noPriceYet': '{label}: لا يوجد سعر محفوظ بعد',
  'tray.stale': 'قديم',
  'tray.refresh': 'تحديث الأسعار',
  'tray.refreshFree': 'تحديث الأسعار (مجانًا)',
  'tray.refreshCredits':
    'تحديث الأسعار ({credits, plural, zero {{n} رصيد} one {رصيد واحد} two {رصيدان} few {{n} أرصدة} many {{n} رصيدًا} other {{n} رصيد}})',
  'tray.open': 'فتح Folio Desk',
  'tray.quit': 'إنهاء',
  'tray.tooltip': 'Folio Desk',
  'tray.tooltipDemo': 'Folio Desk — بيانات تجريبية',
  'tray.tooltipAge': '{name} · أسعار {age}',
};
