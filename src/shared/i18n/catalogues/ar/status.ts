import type { AreaCatalogue } from '../en/index';
import type { enStatus } from '../en/status';

export const arStatus: AreaCatalogue<typeof enStatus> = {
  'status.totalValue':
    '{state, select, couldNotLoad {تعذّر تحميل القيمة الإجمالية.} readAsk {قراءة القيمة الإجمالية؟} showingCached {عرض القيمة الإجمالية من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض القيمة الإجمالية من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة القيمة الإجمالية فور عودة الخدمة.} other {جارٍ تحميل القيمة الإجمالية…}}',
  'status.portfolioValue':
    '{state, select, couldNotLoad {تعذّر تحميل قيمة المحفظة.} readAsk {قراءة قيمة المحفظة؟} showingCached {عرض قيمة المحفظة من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض قيمة المحفظة من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة قيمة المحفظة فور عودة الخدمة.} other {جارٍ تحميل قيمة المحفظة…}}',
  'status.portfolioWorths':
    '{state, select, couldNotLoad {تعذّر تحميل قيمة كل محفظة.} readAsk {قراءة قيمة كل محفظة؟} showingCached {عرض قيمة كل محفظة من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض قيمة كل محفظة من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة قيمة كل محفظة فور عودة الخدمة.} other {جارٍ تحميل قيمة كل محفظة…}}',
  'status.holdings':
    '{state, select, couldNotLoad {تعذّر تحميل الأصول.} readAsk {قراءة الأصول؟} showingCached {عرض الأصول من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض الأصول من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة الأصول فور عودة الخدمة.} other {جارٍ تحميل الأصول…}}',
  'status.pastDayHoldings':
    '{state, select, couldNotLoad {تعذّر تحميل أصول ذلك اليوم.} readAsk {قراءة أصول ذلك اليوم؟} showingCached {عرض أصول ذلك اليوم من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض أصول ذلك اليوم من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة أصول ذلك اليوم فور عودة الخدمة.} other {جارٍ تحميل أصول ذلك اليوم…}}',
  'status.transactions':
    '{state, select, couldNotLoad {تعذّر تحميل المعاملات.} readAsk {قراءة المعاملات؟} showingCached {عرض المعاملات من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض المعاملات من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة المعاملات فور عودة الخدمة.} other {جارٍ تحميل المعاملات…}}',
  'status.profitLoss':
    '{state, select, couldNotLoad {تعذّر تحميل الربح والخسارة.} readAsk {قراءة الربح والخسارة؟} showingCached {عرض الربح والخسارة من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض الربح والخسارة من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة الربح والخسارة فور عودة الخدمة.} other {جارٍ تحميل الربح والخسارة…}}',
  'status.plHistory':
    '{state, select, couldNotLoad {تعذّر تحميل سجل الربح والخسارة.} readAsk {قراءة سجل الربح والخسارة؟} showingCached {عرض سجل الربح والخسارة من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض سجل الربح والخسارة من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة سجل الربح والخسارة فور عودة الخدمة.} other {جارٍ تحميل سجل الربح والخسارة…}}',
  'status.valueChart':
    '{state, select, couldNotLoad {تعذّر تحميل رسم القيمة.} readAsk {قراءة رسم القيمة؟} showingCached {عرض رسم القيمة من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض رسم القيمة من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة رسم القيمة فور عودة الخدمة.} other {جارٍ تحميل رسم القيمة…}}',
  'status.priceChart':
    '{state, select, couldNotLoad {تعذّر تحميل مخطط السعر.} readAsk {قراءة مخطط السعر؟} showingCached {عرض مخطط السعر من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض مخطط السعر من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة مخطط السعر فور عودة الخدمة.} other {جارٍ تحميل مخطط السعر…}}',
  'status.portfolioList':
    '{state, select, couldNotLoad {تعذّر تحميل قائمة المحافظ.} readAsk {قراءة قائمة المحافظ؟} showingCached {عرض قائمة المحافظ من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض قائمة المحافظ من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة قائمة المحافظ فور عودة الخدمة.} other {جارٍ تحميل قائمة المحافظ…}}',
  'status.walletList':
    '{state, select, couldNotLoad {تعذّر تحميل قائمة المحافظ الرقمية.} readAsk {قراءة قائمة المحافظ الرقمية؟} showingCached {عرض قائمة المحافظ الرقمية من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض قائمة المحافظ الرقمية من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة قائمة المحافظ الرقمية فور عودة الخدمة.} other {جارٍ تحميل قائمة المحافظ الرقمية…}}',
  'status.balances':
    '{state, select, couldNotLoad {تعذّر تحميل الأرصدة.} readAsk {قراءة الأرصدة؟} showingCached {عرض الأرصدة من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض الأرصدة من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة الأرصدة فور عودة الخدمة.} other {جارٍ تحميل الأرصدة…}}',
  'status.walletTransactions':
    '{state, select, couldNotLoad {تعذّر تحميل معاملات المحفظة.} readAsk {قراءة معاملات المحفظة؟} showingCached {عرض معاملات المحفظة من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض معاملات المحفظة من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة معاملات المحفظة فور عودة الخدمة.} other {جارٍ تحميل معاملات المحفظة…}}',
  'status.coinPrices':
    '{state, select, couldNotLoad {تعذّر تحميل أسعار العملات.} readAsk {قراءة أسعار العملات؟} showingCached {عرض أسعار العملات من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض أسعار العملات من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة أسعار العملات فور عودة الخدمة.} other {جارٍ تحميل أسعار العملات…}}',
  'status.assetPrices':
    '{state, select, couldNotLoad {تعذّر تحميل أسعار الأصول.} readAsk {قراءة أسعار الأصول؟} showingCached {عرض أسعار الأصول من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض أسعار الأصول من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة أسعار الأصول فور عودة الخدمة.} other {جارٍ تحميل أسعار الأصول…}}',
  'status.coinSearch':
    '{state, select, couldNotLoad {تعذّر تحميل نتائج البحث عن العملات.} readAsk {قراءة نتائج البحث عن العملات؟} showingCached {عرض نتائج البحث عن العملات من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض نتائج البحث عن العملات من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة نتائج البحث عن العملات فور عودة الخدمة.} other {جارٍ تحميل نتائج البحث عن العملات…}}',
  'status.fearGreedIndex':
    '{state, select, couldNotLoad {تعذّر تحميل مؤشر الخوف والطمع.} readAsk {قراءة مؤشر الخوف والطمع؟} showingCached {عرض مؤشر الخوف والطمع من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض مؤشر الخوف والطمع من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة مؤشر الخوف والطمع فور عودة الخدمة.} other {جارٍ تحميل مؤشر الخوف والطمع…}}',
  'status.fearGreedHistory':
    '{state, select, couldNotLoad {تعذّر تحميل سجل الخوف والطمع.} readAsk {قراءة سجل الخوف والطمع؟} showingCached {عرض سجل الخوف والطمع من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض سجل الخوف والطمع من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة سجل الخوف والطمع فور عودة الخدمة.} other {جارٍ تحميل سجل الخوف والطمع…}}',
  'status.defi':
    '{state, select, couldNotLoad {تعذّر تحميل مراكز DeFi.} readAsk {قراءة مراكز DeFi؟} showingCached {عرض مراكز DeFi من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض مراكز DeFi من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة مراكز DeFi فور عودة الخدمة.} other {جارٍ تحميل مراكز DeFi…}}',
  'status.tokenRisk':
    '{state, select, couldNotLoad {تعذّر تحميل مخاطر الرمز.} readAsk {قراءة مخاطر الرمز؟} showingCached {عرض مخاطر الرمز من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض مخاطر الرمز من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة مخاطر الرمز فور عودة الخدمة.} other {جارٍ تحميل مخاطر الرمز…}}',
  'status.riskScores':
    '{state, select, couldNotLoad {تعذّر تحميل درجات المخاطر.} readAsk {قراءة درجات المخاطر؟} showingCached {عرض درجات المخاطر من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض درجات المخاطر من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة درجات المخاطر فور عودة الخدمة.} other {جارٍ تحميل درجات المخاطر…}}',
  'status.globalMarket':
    '{state, select, couldNotLoad {تعذّر تحميل بيانات السوق العالمية.} readAsk {قراءة بيانات السوق العالمية؟} showingCached {عرض بيانات السوق العالمية من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض بيانات السوق العالمية من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة بيانات السوق العالمية فور عودة الخدمة.} other {جارٍ تحميل بيانات السوق العالمية…}}',
  'status.dominance':
    '{state, select, couldNotLoad {تعذّر تحميل هيمنة البيتكوين.} readAsk {قراءة هيمنة البيتكوين؟} showingCached {عرض هيمنة البيتكوين من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض هيمنة البيتكوين من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة هيمنة البيتكوين فور عودة الخدمة.} other {جارٍ تحميل هيمنة البيتكوين…}}',
  'status.news':
    '{state, select, couldNotLoad {تعذّر تحميل الأخبار.} readAsk {قراءة الأخبار؟} showingCached {عرض الأخبار من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض الأخبار من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة الأخبار فور عودة الخدمة.} other {جارٍ تحميل الأخبار…}}',
  'status.alertRules':
    '{state, select, couldNotLoad {تعذّر تحميل التنبيهات.} readAsk {قراءة التنبيهات؟} showingCached {عرض التنبيهات من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض التنبيهات من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة التنبيهات فور عودة الخدمة.} other {جارٍ تحميل التنبيهات…}}',
  'status.alertLog':
    '{state, select, couldNotLoad {تعذّر تحميل سجل التنبيهات.} readAsk {قراءة سجل التنبيهات؟} showingCached {عرض سجل التنبيهات من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض سجل التنبيهات من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة سجل التنبيهات فور عودة الخدمة.} other {جارٍ تحميل سجل التنبيهات…}}',
  'status.settings':
    '{state, select, couldNotLoad {تعذّر تحميل الإعدادات.} readAsk {قراءة الإعدادات؟} showingCached {عرض الإعدادات من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض الإعدادات من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة الإعدادات فور عودة الخدمة.} other {جارٍ تحميل الإعدادات…}}',
  'status.usdcLedger':
    '{state, select, couldNotLoad {تعذّر تحميل سجل USDC.} readAsk {قراءة سجل USDC؟} showingCached {عرض سجل USDC من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض سجل USDC من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة سجل USDC فور عودة الخدمة.} other {جارٍ تحميل سجل USDC…}}',
  'status.creditMeter':
    '{state, select, couldNotLoad {تعذّر تحميل عدّاد الأرصدة.} readAsk {قراءة عدّاد الأرصدة؟} showingCached {عرض عدّاد الأرصدة من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض عدّاد الأرصدة من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة عدّاد الأرصدة فور عودة الخدمة.} other {جارٍ تحميل عدّاد الأرصدة…}}',
  'status.requestJournal':
    '{state, select, couldNotLoad {تعذّر تحميل سجل الطلبات.} readAsk {قراءة سجل الطلبات؟} showingCached {عرض سجل الطلبات من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض سجل الطلبات من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة سجل الطلبات فور عودة الخدمة.} other {جارٍ تحميل سجل الطلبات…}}',
  'status.candles':
    '{state, select, couldNotLoad {تعذّر تحميل الشموع.} readAsk {قراءة الشموع؟} showingCached {عرض الشموع من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض الشموع من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة الشموع فور عودة الخدمة.} other {جارٍ تحميل الشموع…}}',
  'status.rwaOverview':
    '{state, select, couldNotLoad {تعذّر تحميل النظرة العامة على RWA.} readAsk {قراءة النظرة العامة على RWA؟} showingCached {عرض النظرة العامة على RWA من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض النظرة العامة على RWA من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة النظرة العامة على RWA فور عودة الخدمة.} other {جارٍ تحميل النظرة العامة على RWA…}}',
  'status.marketHistory':
    '{state, select, couldNotLoad {تعذّر تحميل تاريخ السوق المرمَّز.} readAsk {قراءة تاريخ السوق المرمَّز؟} showingCached {عرض تاريخ السوق المرمَّز من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض تاريخ السوق المرمَّز من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة تاريخ السوق المرمَّز فور عودة الخدمة.} other {جارٍ تحميل تاريخ السوق المرمَّز…}}',
  'status.assetList':
    '{state, select, couldNotLoad {تعذّر تحميل قائمة الأصول.} readAsk {قراءة قائمة الأصول؟} showingCached {عرض قائمة الأصول من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض قائمة الأصول من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة قائمة الأصول فور عودة الخدمة.} other {جارٍ تحميل قائمة الأصول…}}',
  'status.tokenList':
    '{state, select, couldNotLoad {تعذّر تحميل قائمة الرموز.} readAsk {قراءة قائمة الرموز؟} showingCached {عرض قائمة الرموز من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض قائمة الرموز من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة قائمة الرموز فور عودة الخدمة.} other {جارٍ تحميل قائمة الرموز…}}',
  'status.marketList':
    '{state, select, couldNotLoad {تعذّر تحميل قائمة الأسواق.} readAsk {قراءة قائمة الأسواق؟} showingCached {عرض قائمة الأسواق من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض قائمة الأسواق من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة قائمة الأسواق فور عودة الخدمة.} other {جارٍ تحميل قائمة الأسواق…}}',
  'status.assetDetails':
    '{state, select, couldNotLoad {تعذّر تحميل تفاصيل الأصل.} readAsk {قراءة تفاصيل الأصل؟} showingCached {عرض تفاصيل الأصل من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض تفاصيل الأصل من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة تفاصيل الأصل فور عودة الخدمة.} other {جارٍ تحميل تفاصيل الأصل…}}',
  'status.assetHistory':
    '{state, select, couldNotLoad {تعذّر تحميل تاريخ الأصل.} readAsk {قراءة تاريخ الأصل؟} showingCached {عرض تاريخ الأصل من الذاكرة المؤقتة ({age}).} cachedKeyRefused {عرض تاريخ الأصل من الذاكرة المؤقتة ({age}): رُفض مفتاح API.} notCachedYet {لا توجد نسخة مخزّنة بعد: ستتم قراءة تاريخ الأصل فور عودة الخدمة.} other {جارٍ تحميل تاريخ الأصل…}}',
};
