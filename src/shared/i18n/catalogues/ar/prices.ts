import type { AreaCatalogue } from '../en/index';
import type { enPrices } from '../en/prices';

const credits =
  '{credits, plural, zero {{creditsN} رصيد} one {رصيد واحد} two {رصيدان} few {{creditsN} أرصدة} many {{creditsN} رصيدًا} other {{creditsN} رصيد}}';
const base =
  '{base, plural, zero {{baseN} رصيد} one {رصيد واحد} two {رصيدان} few {{baseN} أرصدة} many {{baseN} رصيدًا} other {{baseN} رصيد}}';
const refresh = `تكلفة التحديث ${credits}`;
const cached = (age: string) => `مخزّن مؤقتًا (حُدّث قبل ${age})؛ ${refresh}`;

export const arPrices: AreaCatalogue<typeof enPrices> = {
  'prices.free': '{endpoint} مجاني',
  'prices.credits': `${credits} مقابل {endpoint}`,
  'prices.perNetwork': `${base} × {units, plural, zero {{unitsN} شبكة} one {شبكة واحدة} two {شبكتان} few {{unitsN} شبكات} many {{unitsN} شبكة} other {{unitsN} شبكة}} = ${credits} مقابل {endpoint}`,
  'prices.perNetworkValue': `${base} × {units, plural, zero {{unitsN} قيمة شبكة} one {قيمة شبكة واحدة} two {قيمتا شبكة} few {{unitsN} قيم شبكات} many {{unitsN} قيمة شبكة} other {{unitsN} قيمة شبكة}} = ${credits} مقابل {endpoint}`,
  'prices.perWallet': `${base} × {units, plural, zero {{unitsN} محفظة} one {محفظة واحدة} two {محفظتان} few {{unitsN} محافظ} many {{unitsN} محفظة} other {{unitsN} محفظة}} = ${credits} مقابل {endpoint}`,
  'prices.candles': `حتى {candles, plural, zero {{candlesN} شمعة} one {شمعة واحدة} two {شمعتين} few {{candlesN} شموع} many {{candlesN} شمعة} other {{candlesN} شمعة}} برصيد واحد لكل {perN} (بحد أدنى 1) = ${credits} مقابل {endpoint}`,
  'prices.cachedJustNow': `مخزّن مؤقتًا (حُدّث للتو)؛ ${refresh}`,
  'prices.cachedMinutes': cached(
    '{minutes, plural, zero {{minutesN} دقيقة} one {دقيقة واحدة} two {دقيقتين} few {{minutesN} دقائق} many {{minutesN} دقيقة} other {{minutesN} دقيقة}}',
  ),
  'prices.cachedHours': cached(
    '{hours, plural, zero {{hoursN} ساعة} one {ساعة واحدة} two {ساعتين} few {{hoursN} ساعات} many {{hoursN} ساعة} other {{hoursN} ساعة}}',
  ),
  'prices.cachedDays': cached(
    '{days, plural, zero {{daysN} يوم} one {يوم واحد} two {يومين} few {{daysN} أيام} many {{daysN} يومًا} other {{daysN} يوم}}',
  ),
  'prices.walletSync':
    '{startN} للبدء + {perCheckN} لكل فحص حالة (نحو {checks, plural, zero {{checksN} فحص} one {فحص واحد} two {فحصين} few {{checksN} فحوصات} many {{checksN} فحصًا} other {{checksN} فحص}}) + {rereadN} لقراءة المعاملات المتزامنة',
  'prices.editTransaction':
    '2 × {each, plural, zero {{eachN} رصيد} one {رصيد واحد} two {رصيدان} few {{eachN} أرصدة} many {{eachN} رصيدًا} other {{eachN} رصيد}} مقابل POST /portfolio/transaction (قيد تصحيحي والقيد الجديد)',
  'prices.noCall': 'لا طلب إلى الخدمة',
  'prices.candlesStored': 'كل الشموع محفوظة؛ لا طلب إلى الخدمة',
  'prices.cachedHoldings': 'الأصول مخزّنة مؤقتًا؛ التحديث يعيد قراءة كل الصفحات',
  'prices.currencyList': `${credits} مقابل قائمة العملات`,
  'prices.holdingsFirstPage':
    '{perPage, plural, zero {{perPageN} رصيد} one {رصيد واحد} two {رصيدان} few {{perPageN} أرصدة} many {{perPageN} رصيدًا} other {{perPageN} رصيد}} لأول {limitN} من الأصول (GET /portfolio/coins)؛ وكل {limitN} إضافية تكلّف {perPageN} أخرى',
  'prices.holdingsPages':
    '{perPage, plural, zero {{perPageN} رصيد} one {رصيد واحد} two {رصيدان} few {{perPageN} أرصدة} many {{perPageN} رصيدًا} other {{perPageN} رصيد}} × {pages, plural, zero {{pagesN} صفحة} one {صفحة واحدة} two {صفحتان} few {{pagesN} صفحات} many {{pagesN} صفحة} other {{pagesN} صفحة}} = ' +
    `${credits} مقابل GET /portfolio/coins ({rows, plural, zero {{rowsN} أصل} one {أصل واحد} two {أصلان} few {{rowsN} أصول} many {{rowsN} أصلًا} other {{rowsN} أصل}} عند آخر قراءة)`,
  'prices.follow': 'المتابعة مجانية؛ يُقرأ رصيدها بعد ذلك: {explanation}',
  'prices.gatewayUsdc': '{usdc} USDC لكل طلب عبر البوابة (مع مفتاح API: {explanation})',
  'prices.gatewayKeyOnly': 'لا تقدّمها بوابة الدفع لكل طلب: يحتاج هذا الطلب إلى مفتاح API ({explanation})',
  'prices.unavailable':
    'غير متاح عند الدفع لكل طلب: البوابة لا تخدم هذا الطلب؛ غيّر طريقة الوصول إلى مفتاح API في الإعدادات لإجرائه',
  'prices.list': '{first}؛ {rest}',
};
