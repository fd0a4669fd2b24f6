import type { AreaCatalogue } from '../en/index';
import type { enCost } from '../en/cost';

const credits =
  '{credits, plural, zero {{n} رصيد} one {رصيد واحد} two {رصيدان} few {{n} أرصدة} many {{n} رصيدًا} other {{n} رصيد}}';

export const arCost: AreaCatalogue<typeof enCost> = {
  'cost.confirm.title': 'إنفاق {price}؟',
  'cost.confirm.sync': 'تكلفة هذه المزامنة هي {price}، وهي أكثر من حد التأكيد الذي حددته. {explanation}',
  'cost.confirm.olderCandles': 'تكلفة تحميل شموع أقدم هي {price}، وهي أكثر من حد التأكيد الذي حددته. {explanation}',
  'cost.confirm.spend': 'إنفاق {price}',
  'cost.confirm.cancel': 'إلغاء',
  'cost.refresh.manual': 'لا يكلف شيئًا حتى تضغط تحديث؛ وتبقى البيانات القديمة موسومة بأنها قديمة.',
  'cost.refresh.label': 'التكلفة الشهرية لسياسة التحديث هذه',
  'cost.refresh.title': 'إعادة قراءة كل عرض مباشرة:\n{perView}',
  'cost.refresh.perView': '{view}: {credits} رصيد',
  'cost.refresh.interval':
    'نحو {monthly} رصيد شهريًا على الأكثر (مع عرض {view} على الشاشة، وهو الأغلى: {each} رصيد في كل مرة، يُقرأ كل {minutes} دقيقة لمدة {hours} ساعات يوميًا).',
  'cost.refresh.onOpen':
    'نحو {monthly} رصيد شهريًا على الأكثر ({portfolios} و{wallets} و{watchlist} و{rwa} تُفتح كثيرًا لمدة {hours} ساعات يوميًا، ويُعاد قراءة كل رقم متى تجاوز مدة صلاحيته؛ {all} رصيد لقراءتها كلها).',
  'cost.refresh.overPlan': 'هذا أكثر من {total} رصيد شهريًا في هذه الخطة.',
  'cost.refresh.overPlanDays':
    'هذا أكثر من {total} رصيد شهريًا في هذه الخطة: المتبقي {left} يكفي نحو {days, plural, zero {{daysN} يوم} one {يوم واحد} two {يومين} few {{daysN} أيام} many {{daysN} يومًا} other {{daysN} يوم}}.',
  'cost.credits': credits,
  'cost.creditsUsdc': `${credits} ({usdc} USDC)`,
  'cost.usdc': '{usdc} USDC',
  'cost.upToUsdc': 'حتى {usdc} USDC',
  'cost.upToCredits': `≤ ${credits}`,
  'cost.simulated': '{price} (محاكاة)',
  'cost.offlinePrice': 'غير متصل — لا يُرسل شيء',
  'cost.unknown': 'التكلفة غير معروفة',
  'cost.asking': 'التكلفة…',
  'cost.askingDetail': 'يسأل Folio Desk عن تكلفة هذا (مجانًا).',
  'cost.keyOnly': 'بمفتاح API فقط',
  'cost.refreshOfflineDetail':
    'الخدمة غير متاحة: يحاول «تحديث» الاتصال بها أولًا (مجانًا). إن استجابت، تكلّف القراءات {price}؛ وإلا تبقى البيانات المخزّنة.',
  'cost.usualPrice': 'سعرها المعتاد',
  'cost.offline': 'غير متصل',
  'cost.offlineDetail':
    'غير متصل — لا يُرسل شيء: الخدمة بعيدة المنال، فلا يُنفق شيء وتُعرض البيانات المخزنة. حين تجيب مجددًا (يتحقق Folio Desk بنفسه مجانًا) تكون التكلفة {price}.',
  'cost.asksFirst': 'فوق حد التأكيد الذي حددته: يسأل أولًا.',
  'cost.cached': 'مخزّن',
  'cost.zero': '0 رصيد',
  'cost.about': '~{price}',
  'cost.detail': '{price}: {explanation}',
  'cost.detailAbout': 'نحو {price}: {explanation}',
  'cost.choice.each':
    '{price} لكل {noun, select, range {نطاق} split {تقسيم} portfolio {محفظة استثمارية} period {فترة} page {صفحة} change {تغيير} search {بحث} asset {أصل} metric {مقياس} wallet {محفظة رقمية} coin {عملة} other {خيار}}',
  'cost.choice.upTo':
    'حتى {price} لكل {noun, select, range {نطاق} split {تقسيم} portfolio {محفظة استثمارية} period {فترة} page {صفحة} change {تغيير} search {بحث} asset {أصل} metric {مقياس} wallet {محفظة رقمية} coin {عملة} other {خيار}}',
  'cost.choice.allCached':
    '0 رصيد: جميع {noun, select, range {النطاقات} split {التقسيمات} portfolio {المحافظ الاستثمارية} period {الفترات} page {الصفحات} change {التغييرات} search {عمليات البحث} asset {الأصول} metric {المقاييس} wallet {المحافظ الرقمية} coin {العملات} other {الخيارات}} مخزّنة مؤقتًا',
  'cost.choice.withCached':
    '{head}؛ {cached} مخزّنة: 0 رصيد',
  'cost.choice.asksFirst':
    '{text} · يسأل أولًا',
  'cost.choice.lead':
    '{lead}: {text}',
  'cost.choice.line':
    '{label}: {price}',
  'cost.zeroCached':
    '0 رصيد: مخزّن',
  'cost.unavailableHint':
    'غير متاح عند الدفع لكل طلب',
  'cost.offlineOnceAnswers':
    'غير متصل — لا يُرسل شيء ({price} حين تستجيب الخدمة)',
  'cost.offlineWhileOut':
    'غير متصل — لا يُرسل شيء ما دامت الخدمة غير متاحة.',
  'cost.free': 'مجاني: لا يُرسل شيء',
};
