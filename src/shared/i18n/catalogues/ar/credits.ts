import type { AreaCatalogue } from '../en/index';
import type { enCredits } from '../en/credits';

const days = (v: string, n: string) =>
  `{${v}, plural, zero {{${n}} يوم} one {يوم واحد} two {يومان} few {{${n}} أيام} many {{${n}} يومًا} other {{${n}} يوم}}`;
const pace = `بوتيرة هذا الشهر حتى الآن (نحو {perDayN} رصيد يوميًا على مدى ${days('days', 'daysN')})`;

export const arCredits: AreaCatalogue<typeof enCredits> = {
  'credits.forecast.label': 'توقع الأرصدة',
  'credits.forecast.simulated': 'حساب تجريبي محاكى:',
  'credits.forecast.unknown': 'لا توقع بعد: لا تُعرف أرصدة الخطة الشهرية حتى يُتحقق منها لدى الخدمة.',
  'credits.forecast.exhausted': 'نفدت أرصدة هذا الشهر؛ تتجدد في {date}.',
  'credits.forecast.tooEarlyDay': 'الاستخدام غير كافٍ للتوقع بعد: لم يمضِ يوم كامل من هذا الشهر.',
  'credits.forecast.tooEarlySpent': 'الاستخدام غير كافٍ للتوقع بعد: لم يُنفق شيء هذا الشهر.',
  'credits.forecast.lasts': `${pace}، تكفي الأرصدة الشهر كله؛ وتتجدد في {date}.`,
  'credits.forecast.runsOut': `${pace}، تنفد الأرصدة نحو {date}، قبل تجددها بـ${days('early', 'earlyN')}.`,
  'credits.forecast.runsOutSoon': `${pace}، تنفد الأرصدة نحو {date}، قبل تجددها بأقل من يوم.`,
  'credits.forecast.share': '{feature} ({percent}٪)',
  'credits.forecast.mostSpent':
    '{count, plural, one {أكثر ما أنفق Folio Desk من الأرصدة هذا الشهر ذهب إلى {first}.} =2 {أكثر ما أنفق Folio Desk من الأرصدة هذا الشهر ذهب إلى {first} و{second}.} other {أكثر ما أنفق Folio Desk من الأرصدة هذا الشهر ذهب إلى {first} و{second} و{third}.}}',
};
