import type { AreaCatalogue } from '../en/index';
import type { enReturns } from '../en/returns';

export const arReturns: AreaCatalogue<typeof enReturns> = {
  'returns.title': 'العوائد',
  'returns.range': 'مدة العائد',
  'returns.range1m': 'شهر',
  'returns.range3m': '3 أشهر',
  'returns.rangeYtd': 'منذ بداية العام',
  'returns.range1y': 'سنة',
  'returns.rangeAll': 'الكل',
  'returns.twr': 'العائد الموزون زمنياً',
  'returns.mwr': 'العائد الموزون بالمال',
  'returns.twrTip':
    'موزون زمنياً: ربح كل يوم مقسومًا على المال العامل في ذلك اليوم، متسلسلًا. لا تحرّكه الإيداعات والسحوبات، فهو يقيس الأصول لا توقيت دخول مالك.',
  'returns.mwrTip':
    'موزون بالمال (XIRR): المعدل السنوي الوحيد الذي تتوازن عنده كل عمليات الشراء والبيع والتحويل والقيمة الحالية. يحسب متى دخل مالك.',
  'returns.aYear': '{rate} سنويًا',
  'returns.benchmarkNone': 'لا سعر لـ {coin} في الرسم البياني لهذه المدة.',
  'returns.benchmarkTip':
    'السعر = القيمة بالدولار / القيمة بـ {coin}؛ العائد = السعر النهائي / السعر الابتدائي - 1. من {startPrice} في {startDate} إلى {endPrice} في {endDate}؛ من رسم القيمة، دون تكلفة إضافية.',
  'returns.twrPanel': 'كيف حُسب العائد الموزون زمنياً',
  'returns.mwrPanel': 'كيف حُسب العائد الموزون بالمال',
  'returns.twrFormula':
    'TWR = (1 + r1) x (1 + r2) x ... x (1 + rn) - 1، حيث ri = الربح_i / (القيمة في بداية_i + المال الداخل خلال i)',
  'returns.mwrFormula':
    'أوجد r بحيث يكون مجموع التدفق_i / (1 + r) ^ (الأيام من أول تدفق إلى التدفق_i / 365) = 0؛ المال الداخل يُحسب سالبًا، والخارج والقيمة النهائية موجبين',
  'returns.notRead': 'لم يُقرأ',
  'returns.readAgo': 'قُرئ {age}',
  'returns.plInput':
    '{count, plural, zero {سجل الربح/الخسارة: {n} فترة يومية، {age}} one {سجل الربح/الخسارة: فترة يومية واحدة، {age}} two {سجل الربح/الخسارة: فترتان يوميتان، {age}} few {سجل الربح/الخسارة: {n} فترات يومية، {age}} many {سجل الربح/الخسارة: {n} فترة يومية، {age}} other {سجل الربح/الخسارة: {n} فترة يومية، {age}}}',
  'returns.chartInput':
    '{count, plural, zero {رسم القيمة: {n} نقطة، {age}} one {رسم القيمة: نقطة واحدة، {age}} two {رسم القيمة: نقطتان، {age}} few {رسم القيمة: {n} نقاط، {age}} many {رسم القيمة: {n} نقطة، {age}} other {رسم القيمة: {n} نقطة، {age}}}',
  'returns.span':
    '{count, plural, zero {من {from} إلى {to}، {n} فترة متسلسلة} one {من {from} إلى {to}، فترة متسلسلة واحدة} two {من {from} إلى {to}، فترتان متسلسلتان} few {من {from} إلى {to}، {n} فترات متسلسلة} many {من {from} إلى {to}، {n} فترة متسلسلة} other {من {from} إلى {to}، {n} فترة متسلسلة}}',
  'returns.firstPeriod': 'الفترة الأولى',
  'returns.chained': 'الفترات المتسلسلة',
  'returns.colPeriodStart': 'بداية الفترة (UTC)',
  'returns.colValueAtStart': 'القيمة في البداية',
  'returns.colMoneyIn': 'المال الداخل',
  'returns.colProfit': 'الربح',
  'returns.colReturn': 'العائد',
  'returns.colChained': 'المتسلسل',
  'returns.servicePercent': '(نسبة الخدمة)',
  'returns.flows':
    '{count, plural, zero {{n} تدفق خلال {days} يومًا، حُلّ في {iterations} تكرارًا} one {تدفق واحد خلال {days} يومًا، حُلّ في {iterations} تكرارًا} two {تدفقان خلال {days} يومًا، حُلّا في {iterations} تكرارًا} few {{n} تدفقات خلال {days} يومًا، حُلّت في {iterations} تكرارًا} many {{n} تدفقًا خلال {days} يومًا، حُلّت في {iterations} تكرارًا} other {{n} تدفق خلال {days} يومًا، حُلّت في {iterations} تكرارًا}}',
  'returns.yearlyRate': 'المعدل السنوي (XIRR): {rate}',
  'returns.overRange': 'خلال المدة: (1 + السنوي) ^ (الأيام / 365) - 1 = {rate}',
  'returns.cashFlows': 'التدفقات النقدية',
  'returns.colDateUtc': 'التاريخ (UTC)',
  'returns.colFlow': 'التدفق (داخل -، خارج +)',
  'returns.rwaBenchmark': 'مرجع الأصول الحقيقية RWA',
  'returns.rwaNone': 'لا شيء',
  'returns.loading': 'جارٍ التحميل…',
  'returns.rwaNoPrice': 'لا سعر في هذه المدة',
  'returns.rwaTip': 'السعر المدرج من {start} في {startDate} إلى {end} في {endDate}: النهاية / البداية - 1.',
  'returns.rwaPick': 'اختر أصلًا من RWA لوضع تغيّر سعره بجانب تغيّر المحفظة.',
  'returns.periodTable': 'جدول الفترات',
  'returns.noPeriods': 'لا يحتوي السجل بعد على أي فترة للتسلسل.',
  'returns.byMonthYear': 'العوائد حسب الشهر والسنة',
  'returns.year': 'السنة',
  'returns.partialMonth': 'جزء من الشهر: يبدأ السجل أو ينتهي داخله',
  'returns.gainsTitle': 'الأرباح المحققة',
  'returns.gainsBasis':
    'بطريقة {method}؛ طويلة الأجل بعد {days} يومًا من الاحتفاظ. يُختار كلاهما في {settings}.',
  'returns.settings': 'الإعدادات',
  'returns.averageCost': 'متوسط التكلفة',
  'returns.readSoFar':
    '{count, plural, zero {قُرئت {n} معاملة؛ ويبقى المزيد.} one {قُرئت معاملة واحدة؛ ويبقى المزيد.} two {قُرئت معاملتان؛ ويبقى المزيد.} few {قُرئت {n} معاملات؛ ويبقى المزيد.} many {قُرئت {n} معاملة؛ ويبقى المزيد.} other {قُرئت {n} معاملة؛ ويبقى المزيد.}}',
  'returns.readNextPage': 'قراءة الصفحة التالية',
  'returns.working': 'جارٍ حساب الأرباح المحققة…',
  'returns.colProceeds': 'العائدات',
  'returns.colCostBasis': 'أساس التكلفة',
  'returns.colGain': 'الربح',
  'returns.colShortTerm': 'قصير الأجل',
  'returns.colLongTerm': 'طويل الأجل',
  'returns.colSales': 'المبيعات',
  'returns.colSold': 'تاريخ البيع',
  'returns.colTerm': 'الأجل',
  'returns.colAcquired': 'تاريخ الاقتناء',
  'returns.termShort': 'قصير',
  'returns.termLong': 'طويل',
  'returns.serviceNotRead': 'لم يُقرأ بعد الربح/الخسارة المحقق من الخدمة لهذه المحفظة.',
  'returns.reconciliation': 'المطابقة مع الخدمة',
  'returns.serviceAgrees': 'الربح/الخسارة المحقق لدى الخدمة {amount} يطابق هذا التقرير.',
  'returns.serviceDiffers': 'الربح/الخسارة المحقق لدى الخدمة {amount}؛ الفرق {difference}.',
  'returns.differenceTip': 'إجمالي هذا التقرير ناقص إجمالي الخدمة.',
  'returns.gainsTotals': 'الأرباح المحققة، الإجماليات',
  'returns.realizedGain': 'الربح المحقق',
  'returns.shortLong': 'قصير الأجل / طويل الأجل',
  'returns.salesShown': 'معروض {shown} من {total} عملية بيع.',
  'returns.lotsShown': 'معروض {shown} من {total} دفعة مفتوحة.',
  'returns.showMore': 'عرض {n} أخرى',
  'returns.salesCaption':
    '{count, plural, zero {المبيعات ({n} صف، صف لكل بيع وأجل احتفاظ)} one {المبيعات (صف واحد، صف لكل بيع وأجل احتفاظ)} two {المبيعات (صفان، صف لكل بيع وأجل احتفاظ)} few {المبيعات ({n} صفوف، صف لكل بيع وأجل احتفاظ)} many {المبيعات ({n} صفًا، صف لكل بيع وأجل احتفاظ)} other {المبيعات ({n} صف، صف لكل بيع وأجل احتفاظ)}}',
  'returns.openLotsCaption': 'الدفعات المفتوحة ({n})',
  'returns.byYear': 'حسب السنة',
  'returns.byCoin': 'حسب العملة',
  'returns.whyTransactionsUnread':
    'لم تُقرأ المعاملات بعد.',
  'returns.whyMorePages':
    'ما زالت صفحات من المعاملات غير مقروءة: اقرأها كلها ليُحتسب كل تدفق.',
  'returns.whyNoEndValue':
    'لا يحتوي رسم القيمة على أي نقطة في هذه الفترة: القيمة النهائية غير معروفة.',
  'returns.whyNoRate':
    'سعر صرف العملة الأساسية غير معروف بعد، لذا لا يمكن تحويل قيم الرسم إليها.',
  'returns.whyNoFlows':
    'لا عمليات شراء أو بيع أو تحويل في هذه الفترة: لا يوجد عائد موزون بالمال لعرضه.',
  'returns.whyOneWay':
    'كل التدفقات النقدية في اتجاه واحد (إيداع فقط أو سحب فقط)، لذا لا يوجد معدل يوازنها.',
  'returns.whyNoConvergence':
    'لم يُعثر على معدل سنوي يوازن هذه التدفقات النقدية؛ فقد يكون لها أكثر من معدل أو لا يكون لها أي معدل.',
  'returns.whyBadFlow':
    'أحد التدفقات النقدية بلا مبلغ أو تاريخ صالح؛ اقرأ المعاملات مجددًا.',
  'returns.whyUnpriced':
    '{count, plural, one {المعاملة {ids} بلا قيمة أو تاريخ؛ أضف سعرها لحساب العائد الموزون بالمال.} two {المعاملتان {ids} بلا قيمة أو تاريخ؛ أضف سعريهما لحساب العائد الموزون بالمال.} other {المعاملات {ids} بلا قيمة أو تاريخ؛ أضف أسعارها لحساب العائد الموزون بالمال.}}',
  'returns.whyUnreadablePeriod':
    'يحتوي سجل الربح والخسارة على فترة بتاريخ «{date}» وربح {profit}؛ اقرأ السجل مجددًا.',
  'returns.whyRepeatedPeriod':
    'يحتوي سجل الربح والخسارة على فترتين مختلفتين تبدآن في {date}؛ اقرأ السجل مجددًا.',
  'returns.whyNoPeriod':
    'لا يحتوي سجل الربح والخسارة على أي فترة في هذا النطاق؛ اقرأ السجل لهذا النطاق أولًا.',
  'returns.causeMethod':
    'تفسّر طريقة الدفعات {amount}: تسعّر الخدمة البيع بمتوسط سعر الشراء، ما يعطي هنا {average}، مقابل {ours} بطريقة {method}.',
  'returns.causeFees':
    'رسوم بقيمة {amount} محتسبة هنا (مضافة إلى التكاليف ومخصومة من العائدات)؛ إن لم تحتسب الخدمة الرسوم فهي تفسّر جزءًا من الفرق.',
  'returns.causeTransfers':
    '{count, plural, zero {لا تحويلات صادرة.} one {تحويل صادر واحد يُعدّ هنا نقلًا لا بيعًا؛ ولو عُدّ بيعًا لحقّق {amount}.} two {تحويلان صادران يُعدّان هنا نقلًا لا بيعًا؛ ولو عُدّا بيعًا لحقّقا {amount}.} few {{n} تحويلات صادرة تُعدّ هنا نقلًا لا بيعًا؛ ولو عُدّت بيعًا لحقّقت {amount}.} many {{n} تحويلًا صادرًا تُعدّ هنا نقلًا لا بيعًا؛ ولو عُدّت بيعًا لحقّقت {amount}.} other {{n} تحويل صادر تُعدّ هنا نقلًا لا بيعًا؛ ولو عُدّت بيعًا لحقّقت {amount}.}}',
  'returns.causeSkipped':
    '{count, plural, zero {لا معاملات مستبعدة.} one {معاملة واحدة من النوع {types} غير محتسبة هنا.} two {معاملتان من النوع {types} غير محتسبتين هنا.} few {{n} معاملات من النوع {types} غير محتسبة هنا.} many {{n} معاملة من النوع {types} غير محتسبة هنا.} other {{n} معاملة من النوع {types} غير محتسبة هنا.}}',
  'returns.causeRest':
    'يتبقى {amount} بطريقة متوسط التكلفة: قد تحتفظ الخدمة بمعاملات لم تُقرأ بعد (اقرأ كل صفحات المعاملات)، أو تسعّرها بطريقة مختلفة.',
  'returns.refusedUnusable':
    '{problem, select, date {المعاملة {id} ({type}، {date}) بلا تاريخ صالح؛ عدّلها (الكمية، السعر) ثم احسب من جديد.} coin {المعاملة {id} ({type}، {date}) لا تذكر أي عملة؛ عدّلها (الكمية، السعر) ثم احسب من جديد.} amount {المعاملة {id} ({type}، {date}) بلا كمية؛ عدّلها (الكمية، السعر) ثم احسب من جديد.} other {المعاملة {id} ({type}، {date}) بلا قيمة؛ عدّلها (الكمية، السعر) ثم احسب من جديد.}}',
  'returns.refusedOversold':
    'المعاملة {id} ({type}، {date}) تستخدم {count} {coin}، لكن لم يكن محتفظًا إلا بـ {held} حينها (ينقص {missing})؛ أضف عملية الشراء أو التحويل الوارد السابقة لها، أو صحّح الكمية.',
};
