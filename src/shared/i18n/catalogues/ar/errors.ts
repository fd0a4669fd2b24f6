import type { AreaCatalogue } from '../en/index';
import type { enErrors } from '../en/errors';

export const arErrors: AreaCatalogue<typeof enErrors> = {
  'errors.gatewayHeadline': 'غير متاح عند الدفع لكل طلب.',
  'errors.gatewayAdvice': 'البوابة لا تقدّم هذا؛ غيّر طريقة الوصول إلى مفتاح API في الإعدادات لقراءته.',
  'errors.wrongPasscodeHeadline': 'رمز المرور غير صحيح.',
  'errors.wrongPasscodeAdvice': 'أدخل رمز مرور المحفظة المشتركة مرة أخرى.',
  'errors.passcodeNeededHeadline': 'هذه المحفظة المشتركة تحتاج إلى رمز مرورها.',
  'errors.passcodeNeededAdvice': 'أدخل رمز المرور الذي أعطاك إياه مالكها مع رمز المشاركة، ثم أضفها مرة أخرى.',
  'errors.ownerPlanHeadline': 'غير مشمول في خطة المالك (403).',
  'errors.ownerPlanAdvice': 'لا يمكن قراءة محفظة مشتركة إلا ما دام مالكها على خطة مميزة (Degen).',
  'errors.planHeadline': 'غير مشمول في خطتك {plan} (403).',
  'errors.anyPlanHeadline': 'غير مشمول في خطتك (403).',
  'errors.planAdvice': 'يتطلب هذا خطة أعلى (في المحفظة المشتركة: يحتاج المالك إلى خطة مميزة).',
  'errors.rateNotSentHeadline': 'طلبات كثيرة جدًا (429)؛ لم يُنفَّذ شيء.',
  'errors.rateNotSentAdvice': 'حاول مرة أخرى بعد مدة الانتظار المذكورة أدناه.',
  'errors.rateHeadline': 'طلبات كثيرة جدًا (429).',
  'errors.rateAdvice': 'الانتظار {seconds} ث قبل المحاولة مرة أخرى.',
  'errors.perCallCapHeadline': 'تكلفة هذا الطلب أعلى من حدّك بعملة USDC لكل طلب.',
  'errors.perCallCapAdvice': 'ارفع الحد لكل طلب في الإعدادات لدفعه؛ الانتظار لن يغيّر ذلك.',
  'errors.dailyCapHeadline': 'هذه الدفعة ستتجاوز حدّك اليومي بعملة USDC.',
  'errors.dailyCapAdvice': 'ارفع الحد اليومي في الإعدادات، أو انتظر حتى الغد.',
  'errors.someCapHeadline': 'هذه الدفعة ستتجاوز أحد حدودك بعملة USDC.',
  'errors.someCapAdvice': 'ارفع الحد المذكور أدناه في الإعدادات.',
  'errors.pastBudget':
    'تجاوز ميزانيتك الشهرية: {reason} أكّد للمتابعة.{stale, select, yes { التأكيد المُعطى كان لطلب آخر، أو استُخدم من قبل، أو انتهت صلاحيته.} other {}}',
  'errors.pastBudgetHeadline':
    'تكلفة هذا {credits, plural, zero {{n} رصيد} one {رصيد واحد} two {رصيدان} few {{n} أرصدة} many {{n} رصيدًا} other {{n} رصيد}}، وهو ما يتجاوز ميزانيتك الشهرية من الأرصدة.',
  'errors.pastBudgetMoreHeadline': 'تكلفة هذا أكثر، وهو ما يتجاوز ميزانيتك الشهرية من الأرصدة.',
  'errors.pastBudgetAdvice': 'أنفقها على أي حال، أو ارفع الميزانية في الإعدادات.',
  'errors.aboveThresholdHeadline':
    'تكلفة هذا {credits, plural, zero {{n} رصيد} one {رصيد واحد} two {رصيدان} few {{n} أرصدة} many {{n} رصيدًا} other {{n} رصيد}}، أعلى من حد التأكيد لديك.',
  'errors.aboveThresholdMoreHeadline': 'تكلفة هذا أكثر، أعلى من حد التأكيد لديك.',
  'errors.aboveThresholdAdvice': 'ارفع الحد في الإعدادات لقراءته دون سؤال.',
  'errors.refusedHeadline': 'رفضت الخدمة هذا الطلب لأنه غير صالح.',
  'errors.refusedAdvice': 'لن تفيد إعادة الإرسال: غيّر ما هو مذكور أدناه، ثم حاول مرة أخرى.',
  'errors.invalidHeadline': 'بعض المدخلات غير صالحة.',
  'errors.checkFields': 'تحقّق من {fields} وحاول مرة أخرى.',
  'errors.checkEntered': 'تحقّق مما أدخلته.',
  'errors.unauthorizedHeadline': 'لم تقبل الخدمة مفتاح API (401).',
  'errors.unauthorizedAdvice': 'تحقّق من مفتاح API في الإعدادات: أدخله مرة أخرى أو استبدله.',
  'errors.noCreditsHeadline': 'لم يتبقَّ رصيد هذا الشهر.',
  'errors.noCreditsAdvice': 'تبقى البيانات المحفوظة متاحة. انتظر شهر الرصيد التالي أو رقِّ خطتك.',
  'errors.unpaidHeadline': 'لم يُدفع لبوابة الدفع لكل طلب.',
  'errors.unpaidAdvice': 'السبب مذكور أدناه؛ المحفظة وطريقة الوصول في الإعدادات.',
  'errors.notSyncedHeadline': 'معاملات هذه المحفظة لم تُزامَن بعد.',
  'errors.notSyncedAdvice': 'ابدأ مزامنة؛ تظهر القائمة عند انتهائها.',
  'errors.redirectedHeadline': 'أعاد عنوان الخدمة التوجيه إلى مكان آخر؛ لم يُرسَل إليه شيء.',
  'errors.redirectedAdvice': 'تحقّق من عنوان الخدمة في الإعدادات.',
  'errors.offlineHeadline': 'تعذّر الوصول إلى الخدمة.',
  'errors.offlineAdvice': 'تحقّق من اتصالك بالإنترنت، ثم أعد المحاولة.',
  'errors.heldHeadline': 'لم تُجب الخدمة عن هذه القراءة في الوقت المحدد قبل لحظات.',
  'errors.heldAdvice':
    'اضغط «إعادة المحاولة» للسؤال مجددًا الآن (يكلّف سعره مرة أخرى)؛ لا يُعاد إرسالها تلقائيًا لبضع دقائق، وتطول المدة (حتى ساعة) في كل مرة تبقى فيها دون إجابة.',
  'errors.badResponseHeadline': 'أرسلت الخدمة بيانات لم تجتز التحقق.',
  'errors.badResponseAdvice':
    'احتُفظ بآخر بيانات سليمة. أعد المحاولة لاحقًا؛ وأبلغ عن معرّف الطلب إذا استمر ذلك.',
  'errors.keychainHeadline': 'لا تتوفر سلسلة مفاتيح في نظام التشغيل.',
  'errors.keychainAdvice': 'شغّل سلسلة المفاتيح (Secret Service) أو افتح قفلها، أو استخدمه لهذه الجلسة فقط.',
  'errors.diskFullHeadline': 'القرص ممتلئ؛ لم يُفقد شيء.',
  'errors.diskFullAdvice': 'حرّر بعض المساحة على القرص، ثم حاول مرة أخرى.',
  'errors.cancelledHeadline': 'أُلغي.',
  'errors.internalHeadline': 'حدث خطأ داخل التطبيق.',
  'errors.internalAdvice': 'أعد المحاولة؛ وأعد تشغيل التطبيق إذا استمر ذلك.',
  'errors.notAnsweringHeadline': 'الخدمة لا تستجيب.',
  'errors.notAnsweringStatusHeadline': 'الخدمة لا تستجيب ({status}).',
  'errors.notAnsweringAdvice': 'أعد المحاولة بعد دقيقة؛ تُعرض البيانات المحفوظة في الأثناء.',
  'errors.notFoundHeadline': 'غير موجود (404).',
  'errors.notFoundAdvice': 'حدّث القائمة؛ وإن لم يُعثر على شيء إطلاقًا، فتحقّق من عنوان الخدمة في الإعدادات.',
  'errors.settingsLink': 'الإعدادات',
  'errors.issueInput': 'الإدخال',
  'errors.detailPrice': 'السعر: {explanation}.',
  'errors.detailStatus400': 'الحالة 400.',
  'errors.detailRequestId': 'معرّف الطلب: {requestId}.',
  'errors.keyRefused':
    'لم تقبل الخدمة مفتاح API الخاص بك. تحقّق من مفتاح API في الإعدادات، أو احذفه لاستخدام الوضع التجريبي.',
  'errors.noKeyStored':
    'لا يوجد مفتاح API محفوظ. أضف مفتاحك في الإعدادات، أو استخدم الوضع التجريبي لتجربة التطبيق.',
  'errors.walletNotSynced':
    'معاملات المحفظة لم تُزامَن بعد. يبدأ Folio Desk مزامنة؛ اقرأها مرة أخرى عند انتهائها.',
  'errors.slowDown': 'طلبت الخدمة من Folio Desk الإبطاء. ينتظر ثم يعيد المحاولة ضمن معدّل خطتك.',
  'errors.serviceUnavailable':
    'الخدمة غير متاحة مؤقتًا (تُستردّ أرصدة المحاولة). تُعرض البيانات المحفوظة حيث توجد؛ حاول مرة أخرى بعد دقيقة.',
  'errors.upstreamTimeout': 'انتهت مهلة الخدمة. حاول مرة أخرى بعد دقيقة.',
  'errors.creditsExhausted':
    'نفد الرصيد: لم يتبقَّ في حسابك رصيد لهذا الطلب. تبقى البيانات المحفوظة معروضة؛ يتجدد الرصيد مع شهر خطتك، أو رقِّ الخطة.',
  'errors.planRefused': 'خطتك لا تشمل {endpoint}؛ يلزم خطة مدفوعة (Starter أو أعلى).',
  'errors.planRefusedSaid':
    'خطتك لا تشمل {endpoint}؛ يلزم خطة مدفوعة (Starter أو أعلى). قالت الخدمة: {quote}',
  'errors.ownerPlanRefused':
    'تتطلب قراءة محفظة مشتركة أن يكون مالكها على خطة مميزة (Degen)؛ خطة المالك لا تسمح بذلك.',
  'errors.requestRefused': 'رفضت الخدمة طلب {what} لأنه غير صالح.',
  'errors.requestRefusedSaid': 'رفضت الخدمة طلب {what} لأنه غير صالح. قالت الخدمة: {quote}',
  'errors.redirectedTo':
    'أعاد عنوان الخدمة التوجيه إلى {to}؛ لا يتبع Folio Desk عمليات إعادة التوجيه، لذا لم يُرسَل إليه شيء.',
  'errors.redirectedElsewhere':
    'أعاد عنوان الخدمة التوجيه إلى عنوان آخر؛ لا يتبع Folio Desk عمليات إعادة التوجيه، لذا لم يُرسَل إليه شيء.',
  'errors.noApiAt':
    'لم تُجب أي واجهة CoinStats API عن {endpoint} على {address}. تحقّق من عنوان الخدمة في الإعدادات.',
  'errors.serverFailed': 'فشلت الخدمة بالحالة {status}. حاول مرة أخرى لاحقًا.',
  'errors.serverFailedSaid': 'فشلت الخدمة بالحالة {status}. حاول مرة أخرى لاحقًا. قالت الخدمة: {quote}',
  'errors.wrongPasscode':
    'رمز المرور غير صحيح لهذه المحفظة المشتركة. أدخل رمز مرورها مرة أخرى (يُحفظ في سلسلة مفاتيحك).',
  'errors.passcodeProtected':
    'هذه المحفظة المشتركة محمية برمز مرور. أدخل رمز مرورها (يُحفظ في سلسلة مفاتيحك).',
  'errors.perCallCap':
    'تكلفة {what} هي {price} USDC عبر بوابة الدفع لكل طلب، وهي أعلى من حدّك لكل طلب البالغ {cap} USDC، لذا لم يدفع Folio Desk. ارفع الحد لكل طلب في الإعدادات للسماح بذلك.',
  'errors.dailyCap':
    'دفع {price} USDC مقابل {what} سيرفع إنفاق اليوم عبر البوابة (المسدَّد والمحجوز) إلى {total} USDC، وهو أعلى من حدّك اليومي البالغ {cap} USDC، لذا لم يوقّع Folio Desk شيئًا. ارفع الحد اليومي في الإعدادات، أو انتظر حتى الغد.',
  'errors.heldRead':
    'لم تُجب الخدمة عن هذا في الوقت المحدد قبل لحظات، وقد تُحتسب إجابة متأخرة مع ذلك، لذا لا يعيد Folio Desk إرساله تلقائيًا لبضع دقائق (وتطول المدة في كل مرة يبقى فيها دون إجابة، حتى ساعة). «إعادة المحاولة» أو «تحديث» أو إنفاق تؤكده يرسله الآن.',
  'errors.unreachable': 'تعذّر الوصول إلى الخدمة؛ يعرض Folio Desk البيانات المحفوظة ويعيد المحاولة تلقائيًا.',
  'errors.diskFull':
    'القرص ممتلئ؛ لم يُفقد شيء. لم يُحفظ هذا التغيير: حرّر بعض المساحة على القرص، ثم حاول مرة أخرى.',
  'errors.keychainMissing':
    'لا تتوفر سلسلة مفاتيح في نظام التشغيل، لذا لا يستطيع Folio Desk {action, select, read {قراءة} remove {حذف} other {حفظ}} {secret, select, apiKey {مفتاح API} walletKey {مفتاح المحفظة للدفع لكل طلب} shareToken {رمز مشاركة المحفظة المشتركة} passcode {رمز مرور المحفظة المشتركة} other {المفتاح}} بأمان (لا يكتب الأسرار على القرص نصًا صريحًا أبدًا). على Linux ثبّت خدمة Secret Service مثل gnome-keyring (الحزمة gnome-keyring) أو KeePassXC وشغّلها، ثم حاول مرة أخرى{action, select, store {؛ أو استخدمه لهذه الجلسة فقط: يُحفظ في الذاكرة، ولا يُكتب على القرص أبدًا، ويُنسى عند إغلاق Folio Desk.} other {.}} التفاصيل: {detail}',
  'errors.foundNoSaid':
    'لم تجد الخدمة {kind, select, portfolio {المحفظة «{id}»} coin {العملة «{id}»} riskData {بيانات المخاطر لـ«{id}»} exchangePairs {أزواج التداول في «{id}»} newsFeed {موجز الأخبار «{id}»} rwaAsset {أصل RWA «{id}»} wallet {المحفظة الرقمية {id}} sharedPortfolio {المحفظة} someWallet {المحفظة الرقمية} candles {شموع {id} على {place}} pair {الزوج {id} على {place}} wallets {{count, plural, zero {أي محفظة رقمية} one {محفظة رقمية واحدة} two {محفظتين رقميتين} few {{n} محافظ رقمية} many {{n} محفظة رقمية} other {{n} محفظة رقمية}}} other {{id}}}. قالت الخدمة: {quote}',
  'errors.foundNoOrNoApi':
    'لم تجد الخدمة {kind, select, portfolio {المحفظة «{id}»} coin {العملة «{id}»} riskData {بيانات المخاطر لـ«{id}»} exchangePairs {أزواج التداول في «{id}»} newsFeed {موجز الأخبار «{id}»} rwaAsset {أصل RWA «{id}»} wallet {المحفظة الرقمية {id}} sharedPortfolio {المحفظة} someWallet {المحفظة الرقمية} candles {شموع {id} على {place}} pair {الزوج {id} على {place}} wallets {{count, plural, zero {أي محفظة رقمية} one {محفظة رقمية واحدة} two {محفظتين رقميتين} few {{n} محافظ رقمية} many {{n} محفظة رقمية} other {{n} محفظة رقمية}}} other {{id}}}، أو لم تُجب أي واجهة CoinStats API عن {endpoint} على {address}. تحقّق من عنوان الخدمة في الإعدادات.',
  'errors.noApiAtSaid':
    'لم تُجب أي واجهة CoinStats API عن {endpoint} على {address}. تحقّق من عنوان الخدمة في الإعدادات. قالت الخدمة: {quote}',
  'errors.requestRefusedAbout':
    'رفضت الخدمة طلب {kind, select, portfolio {المحفظة «{id}»} coin {العملة «{id}»} riskData {بيانات المخاطر لـ«{id}»} exchangePairs {أزواج التداول في «{id}»} newsFeed {موجز الأخبار «{id}»} rwaAsset {أصل RWA «{id}»} wallet {المحفظة الرقمية {id}} sharedPortfolio {المحفظة} someWallet {المحفظة الرقمية} candles {شموع {id} على {place}} pair {الزوج {id} على {place}} wallets {{count, plural, zero {أي محفظة رقمية} one {محفظة رقمية واحدة} two {محفظتين رقميتين} few {{n} محافظ رقمية} many {{n} محفظة رقمية} other {{n} محفظة رقمية}}} other {{id}}} لأنه غير صالح.',
  'errors.requestRefusedAboutSaid':
    'رفضت الخدمة طلب {kind, select, portfolio {المحفظة «{id}»} coin {العملة «{id}»} riskData {بيانات المخاطر لـ«{id}»} exchangePairs {أزواج التداول في «{id}»} newsFeed {موجز الأخبار «{id}»} rwaAsset {أصل RWA «{id}»} wallet {المحفظة الرقمية {id}} sharedPortfolio {المحفظة} someWallet {المحفظة الرقمية} candles {شموع {id} على {place}} pair {الزوج {id} على {place}} wallets {{count, plural, zero {أي محفظة رقمية} one {محفظة رقمية واحدة} two {محفظتين رقميتين} few {{n} محافظ رقمية} many {{n} محفظة رقمية} other {{n} محفظة رقمية}}} other {{id}}} لأنه غير صالح. قالت الخدمة: {quote}',
  'errors.answerShape':
    'لم يطابق ردّ الخدمة على {endpoint} البنية الموثّقة. احتُفظ بالبيانات المخزّنة مؤقتًا؛ حاول مرة أخرى لاحقًا.',
  'errors.answerWebPage':
    'ردّت الخدمة على {endpoint} بصفحة ويب بدلًا من البيانات. احتُفظ بالبيانات المخزّنة مؤقتًا؛ حاول مرة أخرى لاحقًا.',
  'errors.answerMalformed':
    'ردّت الخدمة على {endpoint} ببيانات JSON تالفة. احتُفظ بالبيانات المخزّنة مؤقتًا؛ حاول مرة أخرى لاحقًا.',
  'errors.payNotUsdc':
    'طلبت البوابة الدفع مقابل {what} بوسيلة غير تحويل USDC على شبكة Base؛ لا يدفع Folio Desk إلا بعملة USDC على Base، لذا لم يُوقَّع شيء.',
  'errors.payUnreadable':
    'ردّت بوابة الدفع مقابل كل طلب على {what} بطلب دفع لا يستطيع Folio Desk قراءته؛ لم يُوقَّع شيء.',
  'errors.payNoWalletKey':
    'لا يوجد مفتاح محفظة مخزَّن للدفع مقابل {what}. أضِف مفتاحًا في الإعدادات، أو بدّل طريقة الوصول إلى مفتاح API الخاص بك.',
  'errors.payConnectionLost':
    'انقطع الاتصال بعد توقيع دفعة مقابل {what}. قد تحصّلها البوابة مع ذلك، لذا تُحتسب ضمن حدّ اليوم؛ لن يوقّع Folio Desk مجددًا لهذه القراءة. حاول مرة أخرى لاحقًا.',
  'errors.payNotSettled':
    'تعذّر على بوابة الدفع مقابل كل طلب تسوية الدفعة مقابل {what} ({reason}). تُحتسب ضمن حدّ اليوم حتى نهايته، تحسّبًا لتحصيلها؛ لن يوقّع Folio Desk مجددًا لهذه القراءة.',
  'errors.payAnsweredStatus':
    'ردّت بوابة الدفع مقابل كل طلب على الطلب المدفوع مقابل {what} بالحالة HTTP {status}. قد تُحصَّل الدفعة الموقَّعة مع ذلك، لذا تُحتسب ضمن حدّ اليوم؛ لن يوقّع Folio Desk مجددًا لهذه القراءة. حاول مرة أخرى لاحقًا.',
  'errors.payUnreadableAmount': 'طلبت البوابة مبلغًا غير مقروء مقابل {what}؛ لم يُوقَّع شيء.',
  'errors.payNoRecipient': 'لم تذكر البوابة مستلمًا مقروءًا مقابل {what}، لذا لم يوقّع Folio Desk شيئًا.',
  'errors.payRefusedStopped':
    'رفضت بوابة الدفع مقابل كل طلب دفعةً موقَّعة مقابل {what} ({reason}) وطلبت الدفع مجددًا. أوقف Folio Desk الدفع إلى {gateway} كي لا تطلب توقيعًا تلو الآخر؛ يُحتسب التفويض ضمن حدّ اليوم. تحقّق من رصيد USDC في المحفظة على Base ومن البوابة، ثم استأنف الدفع من الإعدادات.',
};
