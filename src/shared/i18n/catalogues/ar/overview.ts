import type { AreaCatalogue } from '../en/index';
import type { enOverview } from '../en/overview';

export const arOverview: AreaCatalogue<typeof enOverview> = {
  'overview.title': 'نظرة عامة',
  'overview.titleWithTotal': 'نظرة عامة {total}',
  'overview.refresh': 'تحديث',
  'overview.sourceDemo': 'تجريبي',
  'overview.sourceLive': 'مباشر',
  'overview.sourceCached': 'من الذاكرة المؤقتة',
  'overview.ageTagStale': '{source} · {age} · قديم',
  'overview.totalValue': 'القيمة الإجمالية',
  'overview.change24hLabel': 'التغيّر خلال 24 ساعة',
  'overview.change24hTip':
    'خلال 24 ساعة، بالكميات المحتفظ بها الآن: كل أصل مقارنةً بقيمته قبل يوم وفق تغيّر سعره خلال 24 ساعة؛ الصفقة خلال اليوم ليست تغيّرًا في السعر.',
  'overview.change24hTipUnknown':
    'خلال 24 ساعة، بالكميات المحتفظ بها الآن: كل أصل مقارنةً بقيمته قبل يوم وفق تغيّر سعره خلال 24 ساعة؛ الصفقة خلال اليوم ليست تغيّرًا في السعر. {count, plural, zero {لا أصل بلا تغيّر خلال 24 ساعة.} one {أصل واحد بلا تغيّر خلال 24 ساعة يُحسب دون تغيير.} two {أصلان بلا تغيّر خلال 24 ساعة يُحسبان دون تغيير.} few {{n} أصول بلا تغيّر خلال 24 ساعة تُحسب دون تغيير.} many {{n} أصلًا بلا تغيّر خلال 24 ساعة تُحسب دون تغيير.} other {{n} أصل بلا تغيّر خلال 24 ساعة تُحسب دون تغيير.}}',
  'overview.stale': 'قديم',
  'overview.chartTitle': 'القيمة عبر الزمن',
  'overview.legendLabel': 'تغيّر القيمة خلال المدة',
  'overview.legendValue': 'القيمة',
  'overview.legendVs': 'مقارنةً بـ BTC وETH',
  'overview.valueTip':
    'تغيّر القيمة خلال المدة، شاملًا الإيداعات والسحوبات. انظر العوائد للاطلاع على العائد الموزون زمنياً، الذي لا تؤثر فيه.',
  'overview.benchmarkTip':
    'BTC وETH: تغيّر القيمة الابتدائية للإجمالي لو احتُفظ بها في تلك العملة بدلًا من ذلك، دون إضافة أو سحب. أسعارهما من إجابة الرسم البياني نفسها (القيمة بالدولار ÷ القيمة بالعملة)، فلا تكلّف شيئًا إضافيًا.',
  'overview.showIn': 'بـ',
  'overview.shownInUsdNoRate': 'معروض بالدولار الأمريكي USD: لا يتوفر سعر صرف لـ {base} بعد.',
  'overview.shownInUsdOnly': 'معروض بالدولار الأمريكي USD: أرسلت الخدمة هذا الرسم البياني بالدولار فقط.',
  'overview.chartSummary': 'من {startValue} في {startDate} إلى {endValue} في {endDate}.',
  'overview.chartNoPoints': 'لا نقاط في هذه المدة.',
  'overview.chartLabel': 'قيمة كل المحافظ · {range} · بـ {unit}، مع BTC وETH',
  'overview.allocationTitle': 'التوزيع',
  'overview.byCoin': 'العملة',
  'overview.byPortfolio': 'المحفظة',
  'overview.by': 'حسب',
  'overview.byLead': 'التوزيع حسب المحفظة يقرأ قيمة كل محفظة',
  'overview.allocationByCoin': 'التوزيع حسب العملة',
  'overview.allocationByPortfolio': 'التوزيع حسب المحفظة',
  'overview.moversTitle': 'الأكثر تحركًا · 24 ساعة',
  'overview.gainers': 'الرابحة',
  'overview.losers': 'الخاسرة',
  'overview.none': 'لا شيء',
  'overview.plTitle': 'الربح والخسارة',
  'overview.unrealizedPl': 'الربح/الخسارة غير المحقق',
  'overview.realizedPl': 'الربح/الخسارة المحقق',
  'overview.allTimePl': 'الربح/الخسارة الإجمالي',
  'overview.cost': 'التكلفة',
  'overview.unrealizedFormula':
    'الربح/الخسارة غير المحقق = قيمة ما تملكه − تكلفته = {value} − {cost} = {pl}. النسبة = غير المحقق ÷ التكلفة × 100 = {percent}.',
  'overview.realizedFormula':
    'الربح/الخسارة المحقق = عائدات المبيعات − تكلفة العملات المبيعة = {pl}. النسبة = المحقق ÷ تكلفة العملات المبيعة × 100 = {percent}.',
  'overview.allTimeFormula':
    'الربح/الخسارة الإجمالي = غير المحقق + المحقق = {unrealized} + {realized} = {pl}. النسبة = الإجمالي ÷ كل ما استُثمر × 100 = {percent}.',
  'overview.holdingsTitle': 'الأصول',
  'overview.allInPortfolios': 'الكل في المحافظ',
  'overview.largestHoldings': 'أكبر الأصول',
  'overview.moodTitle': 'مزاج السوق',
  'overview.moodCheck': 'الاطلاع على مؤشر الخوف والطمع',
  'overview.moodCheckAgain': 'الاطلاع مجددًا',
  'overview.moodWhat': 'مؤشر الخوف والطمع',
  'overview.moodNow': 'الآن',
  'overview.moodYesterday': 'أمس',
  'overview.moodWeekAgo': 'قبل أسبوع',
  'overview.moodNotGiven': 'غير متوفر',
  'overview.spamLeftOut':
    '{count, plural, zero {لا يستثني أي عملة} one {يستثني عملة واحدة مخفية كاحتيال محتمل} two {يستثني عملتين مخفيتين كاحتيال محتمل} few {يستثني {n} عملات مخفية كاحتيال محتمل} many {يستثني {n} عملة مخفية كاحتيال محتمل} other {يستثني {n} عملة مخفية كاحتيال محتمل}}',
  'overview.spamNotSaved': 'لم يُحفظ الاختيار: {reason} حاول مجددًا.',
  'overview.otherSmaller':
    '{count, plural, zero {لا شيء} one {عملة أصغر مجمّعة} two {عملتان أصغر مجمّعتان} few {{n} عملات أصغر مجمّعة} many {{n} عملة أصغر مجمّعة} other {{n} عملة أصغر مجمّعة}}',
  'overview.sliceOther': 'أخرى',
  'overview.colName': 'الاسم',
};
