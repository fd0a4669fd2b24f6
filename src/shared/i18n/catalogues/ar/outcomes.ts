import type { AreaCatalogue } from '../en/index';
import type { enOutcomes } from '../en/outcomes';

// Arabic has no capitals: the sentence-start form of {what} is the same as the inner one.
const what =
  '{what, select, connectWallet {ربط المحفظة الرقمية} connectExchange {ربط {exchange}} ' +
  'deletePortfolio {حذف المحفظة} sync {المزامنة} statusRead {قراءة الحالة} ' +
  'buy {شراء {amount} {coin}} sell {بيع {amount} {coin}} ' +
  'transferIn {التحويل الوارد لـ {amount} {coin}} transferOut {التحويل الصادر لـ {amount} {coin}} ' +
  'correction {تصحيح {amount} {coin}} reversal {عكس {amount} {coin}} ' +
  'editedBuy {عملية الشراء المعدّلة} editedSell {عملية البيع المعدّلة} editedTransferIn {التحويل الوارد المعدّل} ' +
  'editedTransferOut {التحويل الصادر المعدّل} nextRow {الصف التالي} import {الاستيراد} other {العملية}}';

const why = '{why, select, timeout {لم يصل أي رد في الوقت المحدد} other {ضاع الرد في الطريق}}';
const keyRoute = 'أضِف مفتاح API في الإعدادات وبدّل طريقة الوصول إلى المفتاح لقراءته.';
const fields = (name: string) =>
  `{count, plural, zero {الحقول {${name}} مطلوبة} one {الحقل {${name}} مطلوب} two {الحقلان {${name}} مطلوبان} ` +
  `few {الحقول {${name}} مطلوبة} many {الحقول {${name}} مطلوبة} other {الحقول {${name}} مطلوبة}}`;

const tryElse = 'أعد المحاولة لاحقًا، أو أضِف مفتاح API في الإعدادات وبدّل طريقة الوصول إلى المفتاح.';
const checkGateway = 'تحقّق من عنوان البوابة، أو أضِف مفتاح API في الإعدادات وبدّل طريقة الوصول إلى المفتاح.';

export const arOutcomes: AreaCatalogue<typeof enOutcomes> = {
  'outcomes.notSentGateway': `لم يُرسل: ${what} يتطلب مفتاح API. بوابة الدفع لكل طلب تقرأ فقط؛ بدّل طريقة الوصول إلى مفتاح API في الإعدادات.`,
  'outcomes.notSentOffline': `لم يُرسل: تعذّر الوصول إلى الخدمة، لذلك لم يتم ${what}. لم يوضع شيء في قائمة الانتظار؛ ما أدخلته محفوظ، أعد المحاولة عندما تعود الخدمة.`,
  'outcomes.refused': `لم يُنفَّذ: رُفض ${what}. {reason}`,
  'outcomes.found': `${what}: ${why}، لذلك أعاد Folio Desk قراءة المحفظة ووجد أن العملية تمّت.`,
  'outcomes.notFound': `على الأرجح لم يتم ${what}: ${why}، ولم تعثر إعادة قراءة المحفظة عليه. لم تُكرَّر أي محاولة؛ أعد المحاولة إن كنت لا تزال تريد ذلك.`,
  'outcomes.unknown': `لا يستطيع Folio Desk معرفة ما إذا تم ${what}: ${why}، وتعذّرت إعادة قراءة المحفظة. لم تُكرَّر أي محاولة؛ تحقّق من المحفظة قبل إعادة المحاولة.`,
  'outcomes.recorded': `${what}: سُجّل.`,
  'outcomes.connectedBefore':
    '{type, select, wallet {هذه المحفظة الرقمية كانت مربوطة} other {منصة التداول هذه كانت مربوطة}} من قبل: محفظتها محددة.',
  'outcomes.connectedNew':
    'تم الربط: أصبحت {type, select, wallet {المحفظة الرقمية} other {منصة التداول}} محفظة جديدة؛ تتم مزامنة معاملاتها في الخلفية.',
  'outcomes.exchangeListUnread': 'لم يُرسل: تعذّرت قراءة قائمة منصات التداول. {reason}',
  'outcomes.deleted': 'حُذفت المحفظة.',
  'outcomes.syncUnsure': 'لا يستطيع Folio Desk معرفة ما إذا بدأت المزامنة. {reason}',
  'outcomes.notSentAddress': 'لم يُرسل: {reason}',
  'outcomes.noSuchExchange': 'لم يُرسل: لا تُدرج الخدمة أي منصة تداول باسم «{connectionId}».',
  'outcomes.fieldsMissing': `لم يُرسل: ${fields('fields')}.`,
  'outcomes.fieldsExtra': 'لم يُرسل: لا تقبل {exchange} الحقل {fields}.',
  'outcomes.fieldsWrong': `لم يُرسل: ${fields('missing')}، ولا تقبل {exchange} الحقل {extra}.`,
  'outcomes.futureDate': 'لم يُرسل: التاريخ في المستقبل.',
  'outcomes.editElsewhere': 'لم يُرسل: يبقى التعديل في المحفظة نفسها.',
  'outcomes.cannotReverse':
    'لم يُرسل: لا يمكن عكس هذه المعاملة، لأن قيد التصحيح الخاص بها سيتجاوز ما يجوز أن تكون عليه المعاملة ({problems}). لم يتغير شيء؛ أعد تحميل القائمة، أو صحّح القيد على CoinStats مباشرة.',
  'outcomes.edited': 'تم تغيير المعاملة: عُكس القيد القديم وسُجّل الجديد.',
  'outcomes.editHalfDone':
    'عُكس القيد القديم، لكن لم يُسجَّل الجديد ({reason}). لا يزال في النموذج: أضِفه مرة أخرى.',
  'outcomes.importRouteChanged': 'تغيّرت طريقة الوصول أو المفتاح؛ استأنف للمتابعة بالطريقة الحالية.',
  'outcomes.importCrashed': 'توقّف بسبب خطأ داخل Folio Desk ({error})؛ استأنف للمتابعة.',
  'outcomes.importPaused': 'متوقف مؤقتًا: {reason}',
  'outcomes.importPausedByYou': 'أوقفته مؤقتًا؛ استأنف للمتابعة.',
  'outcomes.importCancelled': 'ألغيته أنت.',
  'outcomes.importAppClosed': 'أُغلق Folio Desk؛ استأنف للمتابعة.',
  'outcomes.importInterrupted': 'توقّف Folio Desk أثناء تشغيل هذا الاستيراد؛ استأنف للمتابعة.',
  'outcomes.rowUnknown': `غير معروف: ${why} و{found, select, unread {تعذّرت إعادة قراءة المحفظة} other {المحفظة لا تُدرجه بعد}}. تحقّق من المحفظة، ثم أعد المحاولة أو اتركه.`,
  'outcomes.rowUnknownAfterStop':
    'غير معروف: توقّف الاستيراد أثناء إرسال هذا الصف، وتعذّرت قراءة المحفظة لمعرفة ذلك. تحقّق من المحفظة، ثم أعد المحاولة أو اتركه.',
  'outcomes.planWarning':
    'تعذّرت قراءة معاملات المحفظة ({reason})، لذلك لا تُتخطّى إلا الصفوف التي أرسلتها عمليات استيراد سابقة.',
  'outcomes.noSuchImport': 'لا يوجد استيراد كهذا: خطّط للملف مرة أخرى.',
  'outcomes.otherImportRuns': 'هناك استيراد آخر قيد التشغيل: أوقفه مؤقتًا أولًا، أو دعه ينتهي.',
  'outcomes.notCsv': 'تعذّرت قراءة الملف بصيغة CSV: {problem}. لم يُستورد شيء.',
  'outcomes.gatewayOutside': 'وجّه Folio Desk طلب بوابة إلى خارج البوابة؛ لم يُرسل شيء. يُرجى الإبلاغ عن ذلك.',
  'outcomes.gatewayReadsOnly': `بوابة الدفع لكل طلب تقرأ البيانات فقط، لذلك لا يمكنها تنفيذ {method} {path}. ${keyRoute}`,
  'outcomes.gatewayNotOffered': `لا تقدّم بوابة الدفع لكل طلب GET {path}. ${keyRoute}`,
  'outcomes.gatewaySharedOnly': `لا تقرأ بوابة الدفع لكل طلب إلا المحافظ المشتركة (مع رمز المشاركة الخاص بها)، لذلك لا يمكنها قراءة {path} لمحافظك الخاصة. ${keyRoute}`,
  'outcomes.payUnreadable': `ردّت بوابة الدفع لكل طلب على {what} بطلب دفع لا يستطيع Folio Desk قراءته؛ لم يُوقَّع شيء. ${tryElse}`,
  'outcomes.payTooLarge': `ردّت بوابة الدفع لكل طلب على {what} بطلب دفع يزيد على {kb} كيلوبايت، لم يقرأه Folio Desk؛ لم يُوقَّع شيء. ${tryElse}`,
  'outcomes.payVersion': `ردّت بوابة الدفع لكل طلب على {what} بطلب دفع من الإصدار {version} من x402؛ لا يدفع Folio Desk إلا بالإصدارين 1 و2، لذلك لم يُوقَّع شيء. ${tryElse}`,
  'outcomes.payRedirected': `أعادت بوابة الدفع لكل طلب توجيه GET {path} إلى {to}؛ لا يتبع Folio Desk دفعة إلى مكان آخر، لذلك لم يُرسل شيء آخر. ${checkGateway}`,
  'outcomes.payRedirectedSomewhere': `أعادت بوابة الدفع لكل طلب توجيه GET {path} إلى عنوان آخر؛ لا يتبع Folio Desk دفعة إلى مكان آخر، لذلك لم يُرسل شيء آخر. ${checkGateway}`,
  'outcomes.payNoTimeLimit': 'طلبت البوابة دفعة مقابل {what} دون مهلة صالحة، لذلك لم يوقّع Folio Desk شيئًا.',
  'outcomes.paySignedOnce': 'وقّع Folio Desk بالفعل دفعة واحدة مقابل {what}؛ ولا يوقّع دفعة ثانية.',
  'outcomes.payAboveListed':
    'طلبت البوابة {asked} USDC مقابل {what}، أي أكثر من سعرها المُعلن البالغ {listed} USDC الذي عرضه Folio Desk قبل الطلب؛ ولا يوقّع بأكثر من ذلك، لذلك لم يوقّع شيئًا. حدودك لا تغيّر هذا.',
  'outcomes.payFailed': 'تعذّر على Folio Desk الدفع مقابل {what}: {detail}',
  'outcomes.payUnreachable': `طلبت البوابة الدفع مقابل {what} إلى {where, select, zero {العنوان الصفري} other {عقد رمز USDC نفسه}}، وهو ما لا تصل إليه أي دفعة، لذلك لم يوقّع Folio Desk شيئًا. ${checkGateway}`,
  'outcomes.payRecipientChanged':
    'طلبت البوابة الدفع إلى {payTo} مقابل {what}، لكن {paid, select, yes {مدفوعاتك حتى الآن ذهبت إلى {known}} other {Folio Desk لا يدفع إلا إلى {known} (لم تذهب إليه أي دفعة بعد)}}. لم يوقّع Folio Desk شيئًا وأوقف الدفع لكل طلب. في الإعدادات (طريقة الوصول)، واصل الدفع إلى {known}، أو اقبل العنوان الجديد فقط إن أعلنت عنه CoinStats.',
  'outcomes.payNotSynced':
    'ردّت البوابة على الطلب المدفوع مقابل {what}: معاملات هذه المحفظة الرقمية لم تُزامَن بعد (HTTP 409). قد تُحصَّل الدفعة الموقّعة، لذلك تُحتسب ضمن حد اليوم. لا يمكن للدفع لكل طلب مزامنة محفظة رقمية، لذلك لا يدفع Folio Desk مقابل هذه القراءة مرة أخرى: زامِن المحفظة الرقمية بمفتاح API الخاص بك (الإعدادات، طريقة الوصول)، ثم اقرأها.',
  'outcomes.notAskedAddress':
    'هذا ليس العنوان الذي طلبت البوابة الدفع إليه، لذلك لم يتغير شيء. ما زالت المدفوعات تذهب إلى {kept, select, yes {{address}} other {العنوان الذي تحدده البوابة عند الدفعة الأولى}}.',
  'outcomes.notAskedOrNoneKept':
    'هذا ليس العنوان الذي طلبت البوابة الدفع إليه (أو لا يوجد عنوان سابق محفوظ لمواصلة الدفع إليه)، لذلك لم يتغير شيء.',
  'outcomes.walletKeyStored':
    'يوجد مفتاح محفظة رقمية مخزَّن بالفعل. أزِله أولًا من الإعدادات (احتفظ بنسخة منه إن كان عنوانه يحتفظ بـ USDC).',
  'outcomes.walletKeyUnread':
    'تعذّر على Folio Desk قراءة مفتاح المحفظة الرقمية من سلسلة مفاتيح النظام لعرض عنوانه. افتح سلسلة المفاتيح وأعد المحاولة.',
  'outcomes.alertsFull':
    'لديك {max} تنبيه، وهو الحد الأقصى الذي يحتفظ به Folio Desk: احذف تنبيهًا قبل إضافة آخر.',
  'outcomes.alertTwice': 'لديك هذا التنبيه بالفعل: لم يُضَف مرتين.',
  'outcomes.notCsvBecause':
    'تعذّرت قراءة الملف بصيغة CSV: {kind, select, afterQuote {السطر {line}: نص بعد علامة اقتباس الإغلاق؛ تُكتب علامة الاقتباس داخل الحقل هكذا ""} unclosed {السطر {line}: حقل بين علامتي اقتباس لا يُغلق أبدًا} empty {الملف فارغ: يحتاج إلى سطر عناوين وصف واحد على الأقل} other {يحتوي الملف على {rows} صف؛ يُستورد {max} على الأكثر في المرة الواحدة. قسّمه واستورد كل جزء}}. لم يُستورد شيء.',
  'outcomes.rowDateEmpty': 'التاريخ فارغ',
  'outcomes.rowDateNotReal': '«{text}» ليس تاريخًا حقيقيًا',
  'outcomes.rowHour12': '«{text}» فيه ساعة لا توجد على ساعة بنظام 12 ساعة',
  'outcomes.rowDateOrder':
    '«{text}» ليس تاريخًا حقيقيًا عند قراءته بترتيب {order, select, dayFirst {يوم/شهر/سنة؛ إن كان الملف يكتب شهر/يوم/سنة} other {شهر/يوم/سنة؛ إن كان الملف يكتب يوم/شهر/سنة}}، فاختر ذلك الترتيب',
  'outcomes.rowDateUnread':
    '«{text}» ليس تاريخًا يقرؤه هذا الاستيراد: اكتبه بالشكل 2024-03-31 أو 2024-03-31T14:05:00Z',
  'outcomes.rowNumberEmpty': 'فارغ',
  'outcomes.rowNotNumber': '«{text}» ليس رقمًا مكتوبًا بعلامة «{mark}» فاصلةً عشرية',
  'outcomes.rowTooLarge': '«{text}» كبير جدًا',
  'outcomes.rowField': '{field, select, amount {الكمية} price {السعر} other {الرسوم}}: {reason}',
  'outcomes.rowNegative':
    '{field, select, amount {الكمية سالبة: اكتب البيع كصف Sell بكمية موجبة} price {السعر سالب: اكتب البيع كصف Sell بسعر موجب} other {الرسوم سالبة: اكتب البيع كصف Sell برسوم موجبة}}',
  'outcomes.rowFuture': 'التاريخ في المستقبل',
  'outcomes.rowCoinEmpty': 'العملة فارغة',
  'outcomes.rowCoinUnknown': 'عملة غير معروفة «{coin}»: لا توجد عملة في الخدمة بهذا المعرّف أو الرمز',
  'outcomes.rowTypeEmpty': 'النوع فارغ: اكتب Buy أو Sell أو Deposit أو Withdraw',
  'outcomes.rowTypeUnknown':
    'النوع «{text}» لا يُستورد: تُستورد صفوف Buy وSell وDeposit وWithdraw فقط؛ غيّر الصف أو احذفه',
  'outcomes.rowAmountEmpty': 'الكمية فارغة',
  'outcomes.rowOtherCurrency': 'مسعّر بـ {quote} وليس بـ {currency}: استورد صفوف كل عملة على حدة',
};
