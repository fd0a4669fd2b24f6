import type { AreaCatalogue } from '../en/index';
import type { enCredits } from '../en/credits';

const days = (v: string, n: string) =>
  `{${v}, plural, zero {{${n}} يوم} one {يوم واحد} two {يومان} few {{${n}} أيام} many {{${n}} يومًا} other {{${n}} يوم}}`;
const pace = `بوتيرة هذا الشهر حتى الآن (نحو {perDayN} رصيد يوميًا على مدى ${days('days', 'daysN')})`;

export const arCredits: AreaCatalogue<typeof enCredits> = {
  'credits.title': 'الأرصدة',
  'credits.meterCard': 'عدّاد الأرصدة',
  'credits.gatewayNote':
    'الدفع لكل طلب: يُدفع كل طلب بعملة USDC (أعلاه)، وبعد الدفع تخدم البوابة الطلبات مجانًا لمدة ساعة، لذا يسرد السجل أدناه طلبات أكثر من المدفوعات. لا تُنفق أرصدة أي خطة.',
  'credits.demoNote':
    'الوضع التجريبي لا ينفق أيًا من أرصدتك. هذا العداد لحساب Starter محاكى يعدّ ما يطلبه العرض التجريبي؛ ويحتفظ بعدّه بين مرات التشغيل ويبدأ من جديد كل شهر.',
  'credits.notChecked': 'يعدّه Folio Desk؛ لم يُطابق مع الخدمة بعد.',
  'credits.checked': 'طوبق مع الخدمة {age}؛ والطلبات منذ ذلك الحين يعدّها Folio Desk.',
  'credits.rateLimit': 'حد الخطة: {rate} طلب في الثانية.',
  'credits.reconcile': 'التحقق لدى الخدمة',
  'credits.free': 'مجانًا',
  'credits.journal': 'سجل الطلبات',
  'credits.older': 'طلبات أقدم',
  'credits.perFeature': 'الاستخدام حسب الميزة منذ {date}',
  'credits.outsideDemo': 'استُخدم قبل هذه الجلسة التجريبية (استخدام سابق للحساب المحاكى)',
  'credits.outside': 'استُخدم خارج Folio Desk (تطبيقات أو مفاتيح أخرى)',
  'credits.col.feature': 'الميزة',
  'credits.col.calls': 'الطلبات',
  'credits.col.credits': 'الأرصدة',
  'credits.col.time': 'الوقت',
  'credits.col.details': 'التفاصيل',
  'credits.col.status': 'الحالة',
  'credits.col.source': 'المصدر',
  'credits.col.took': 'المدة',
  'credits.noCredits': 'لم تُنفق أي أرصدة هذا الشهر.',
  'credits.noRequests': 'لا طلبات بعد.',
  'credits.requestId': 'معرّف الطلب {id}',
  'credits.cached': 'مخزّن',
  'credits.noAnswer': 'لا إجابة',
  'credits.live': 'مباشر',
  'credits.cache': 'ذاكرة التخزين',
  'credits.ms': '{ms} مللي ثانية',
  'credits.budget.title': 'الميزانية الشهرية',
  'credits.budget.budget': 'الميزانية',
  'credits.budget.spent': 'المُنفق',
  'credits.budget.perDay': 'المتبقي يوميًا',
  'credits.budget.planned': 'المخطط',
  'credits.budget.forecast': 'التوقع',
  'credits.budget.amount':
    '{credits, plural, zero {{n} رصيد} one {رصيد واحد} two {رصيدان} few {{n} أرصدة} many {{n} رصيدًا} other {{n} رصيد}}',
  'credits.budget.monthly':
    '{credits, plural, zero {{n} رصيد شهريًا} one {رصيد واحد شهريًا} two {رصيدان شهريًا} few {{n} أرصدة شهريًا} many {{n} رصيدًا شهريًا} other {{n} رصيد شهريًا}}',
  'credits.budget.planTip': 'أرصدة الخطة الشهرية: حدد ميزانيتك في الإعدادات.',
  'credits.budget.ownTip': 'محددة في الإعدادات.',
  'credits.budget.perDayTip':
    'يتبقى {remaining} على مدى {days, plural, zero {{daysN} يوم} one {يوم واحد} two {يومين} few {{daysN} أيام} many {{daysN} يومًا} other {{daysN} يوم}}؛ تتجدد في {date}.',
  'credits.budget.plannedTip': 'أقصى ما تقرؤه سياسة التحديث في الإعدادات خلال شهر.',
  'credits.budget.forecastTip': 'ما أُنفق حتى الآن مضافًا إليه القراءات المخططة حتى التجدد.',
  'credits.budget.onTrack': 'ضمن المسار: التوقع داخل الميزانية.',
  'credits.budget.over': 'تجاوز الميزانية بنحو {over} رصيد بالوتيرة المخططة؛ وبعد تجاوزها يسأل كل طلب أولًا.',
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
