import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const arSettings: AreaCatalogue<typeof enSettings> = {
  'settings.route.title': 'طريقة الوصول',
  'settings.route.legend': 'كيف تُدفع الطلبات',
  'settings.route.key': 'مفتاح API',
  'settings.route.keyLine': 'يقرأ حسابك بمفتاح API الخاص بك؛ وتُنفق الطلبات أرصدة الخطة.',
  'settings.route.gateway': 'الدفع لكل طلب',
  'settings.route.gatewayLine':
    'بلا مفتاح: يُدفع كل طلب بعملة USDC على شبكة Base من محفظة يبقى مفتاحها في سلسلة مفاتيحك.',
  'settings.route.demo': 'تجريبي',
  'settings.route.demoLine': 'بيانات نموذجية من البديل المدمج للخدمة؛ لا يُنفق شيء.',
  'settings.route.waiting':
    'العرض التجريبي قيد الاستخدام: لا مفتاح API محفوظ. احفظ مفتاحك في الوصول إلى خدمة البيانات أدناه لقراءة حسابك.',
  'settings.route.stopped': 'الدفع لكل طلب متوقف.',
  'settings.route.keepPaying': 'مواصلة الدفع إلى {address} (المعروف) والاستئناف',
  'settings.route.payNew': 'الدفع إلى {address} من الآن',
  'settings.route.resume': 'استئناف الدفع',
  'settings.route.recipient':
    'تذهب المدفوعات إلى {address}. إذا طلبت البوابة الدفع إلى أي عنوان آخر، فلن يوقّع Folio Desk شيئًا وسيسألك هنا أولًا.',
  'settings.route.perCall': 'الحد الأقصى لكل طلب (USDC)',
  'settings.route.perCallHint': 'لا يدفع أي طلب منفرد أكثر من هذا.',
  'settings.route.perDay': 'الحد اليومي (USDC)',
  'settings.route.perDayHint': 'مجموع مدفوعات اليوم، بما فيها المعلقة، يبقى دون هذا.',
  'settings.route.notNumber':
    '{field, select, perCall {يجب أن يكون الحد الأقصى لكل طلب عددًا من USDC، صفرًا أو أكثر.} other {يجب أن يكون الحد اليومي عددًا من USDC، صفرًا أو أكثر.}}',
  'settings.route.controls': 'حدود الإنفاق',
  'settings.route.saveLimits': 'حفظ الحدود',
  'settings.route.limitsSaved': 'حُفظت الحدود.',
  'settings.address.advanced': 'متقدم',
  'settings.address.label': 'عنوان الخدمة',
  'settings.address.use': 'استخدام هذا العنوان',
  'settings.address.useDefault': 'استخدام العنوان الافتراضي',
  'settings.address.hint':
    'تذهب الطلبات إلى {address} ({source})، بما في ذلك جزء الإصدار. العنوان الافتراضي هو {defaultAddress}. https فقط، أو http العادي على هذا الحاسوب (127.0.0.1 و::1 وlocalhost).',
  'settings.address.source.default': 'الافتراضي',
  'settings.address.source.settings': 'محفوظ في الإعدادات',
  'settings.address.source.startOption': 'محدد بـ --api-base-url لهذا التشغيل',
  'settings.prefs.title': 'البيانات والخصوصية',
  'settings.prefs.storage': 'التخزين',
  'settings.prefs.policy.manual': 'عند الطلب فقط',
  'settings.prefs.policy.onOpen': 'عند فتح عرض',
  'settings.prefs.policy.interval': 'كل بضع دقائق',
  'settings.prefs.threshold': 'اسأل قبل الطلبات التي تكلف أكثر من (أرصدة)',
  'settings.prefs.minutes': 'الدقائق بين التحديثات',
  'settings.prefs.thresholdHint':
    'الآن {now}. قراءات DeFi ‏({defi}) ومخاطر الرموز ({risk}) ومزامنات كل الشبكات تتجاوزه عادةً.',
  'settings.prefs.currency': 'العملة الأساسية',
  'settings.prefs.currencyUnsupported':
    'لا تحوّل الخدمة إلى {currency}: تُرفض قراءاتها حتى تُختار عملة أخرى. لا يزال مخطط القيمة قادرًا على عرض {currency} (العرض بـ).',
  'settings.prefs.budget': 'ميزانية الأرصدة الشهرية',
  'settings.prefs.budgetPlaceholder': 'أرصدة الخطة',
  'settings.prefs.budgetTip':
    'بعد تجاوز الميزانية يسأل كل طلب أولًا. فارغ: أرصدة الخطة الشهرية. يعرضها عرض الأرصدة مقابل ما هو مخطط.',
  'settings.prefs.refresh': 'تحديث البيانات',
  'settings.prefs.privacy': 'وضع الخصوصية',
  'settings.prefs.privacyHint':
    'يستبدل كل مبلغ بـ ••• في العروض والمخططات وعنوان النافذة وشريط النظام، ولا يعرض إلا بداية عناوين المحافظ ولا شيء من تجزئات المعاملات. يبدّله Ctrl+Shift+P.',
  'settings.prefs.preferDemo': 'استخدام البيانات التجريبية حتى مع وجود مفتاح API محفوظ',
  'settings.prefs.demoNow': 'بيانات تجريبية الآن',
  'settings.prefs.lotMethod': 'طريقة الدفعات',
  'settings.prefs.average': 'متوسط التكلفة',
  'settings.prefs.methodTip':
    'أي المشتريات يغلقها البيع: FIFO الأقدم، وLIFO الأحدث، وHIFO الأغلى، ومتوسط التكلفة جميعها بمتوسطها. يتبعها تقرير الأرباح المحققة في المحافظ؛ ولا يُقرأ شيء من جديد.',
  'settings.prefs.longTerm': 'طويل الأجل بعد (أيام الاحتفاظ)',
  'settings.prefs.longTermProblem':
    'أدخل عددًا صحيحًا من الأيام بين 1 و3650؛ وتبقى القيمة {days} حتى ذلك الحين.',
  'settings.prefs.database': 'قاعدة البيانات',
  'settings.prefs.size': 'الحجم',
  'settings.prefs.clearAsk': 'مسح ذاكرة التخزين…',
  'settings.prefs.clearLabel': 'مسح ذاكرة التخزين؟',
  'settings.prefs.clearQuestion': 'تُحذف الأسعار والقوائم المخزنة؛ وتُقرأ من جديد (بإنفاق أرصدة) عند الحاجة.',
  'settings.prefs.clearYes': 'نعم، امسح ذاكرة التخزين',
  'settings.prefs.cleared': 'حُرِّر {size}.',
  'settings.prefs.tray':
    'يعرض فحص الأسعار السريع في قائمة شريط النظام العملات والأصول الحقيقية التي تتابعها، بأسعار من ذاكرة التخزين. أضفها أو أزلها في عرض {watchlist}.',
  'settings.prefs.watchlist': 'قائمة المتابعة',
  'settings.title': 'الإعدادات',
  'settings.mode.demo': 'الوضع التجريبي: بيانات نموذجية من البديل المدمج للخدمة. لا تُنفق أي أرصدة.',
  'settings.mode.live': 'مباشر: قراءة حسابك بمفتاح API الخاص بك.',
  'settings.mode.gateway': 'الدفع لكل طلب: يُدفع كل طلب بعملة USDC عبر البوابة.',
  'settings.mode.unreachable':
    'مباشر بمفتاح API الخاص بك: تعذرت قراءة الخدمة على عنوانها (راجع الوصول إلى خدمة البيانات أدناه).',
  'settings.mode.refused':
    'مفتاح API: رفضت الخدمة مفتاحك (401)، فلا يمكن قراءة شيء. استبدله في الوصول إلى خدمة البيانات أدناه، أو اختر الوضع التجريبي أعلاه.',
  'settings.mode.demoUntilKey':
    'الوضع التجريبي إلى أن يُحفظ مفتاح API: بيانات نموذجية من البديل المدمج للخدمة. لا تُنفق أي أرصدة.',
  'settings.mode.demoUntilWallet':
    'الوضع التجريبي إلى أن يُحفظ مفتاح محفظة للدفع لكل طلب: بيانات نموذجية من البديل المدمج للخدمة. لا تُنفق أي أرصدة.',
  'settings.about.title': 'حول Folio Desk',
  'settings.about.version': 'الإصدار {version}',
  'settings.about.welcome': 'عرض الترحيب مجددًا',
  'settings.about.welcomeHint': 'طرق البدء الثلاث، وأين تُحفظ بياناتك.',
  'settings.about.checking': 'جارٍ التحقق…',
  'settings.about.check': 'التحقق من التحديثات',
  'settings.about.newer': 'الإصدار {latest} متاح (لديك {current}).',
  'settings.about.latest': 'لديك أحدث إصدار ({current}).',
  'settings.key.title': 'الوصول إلى خدمة البيانات',
  'settings.key.checking': 'جارٍ فحص سلسلة المفاتيح…',
  'settings.key.session': 'لهذه الجلسة فقط (…{last4})',
  'settings.key.stored': 'محفوظ (…{last4})',
  'settings.key.none': 'لا مفتاح محفوظ',
  'settings.key.saved': 'حُفظ المفتاح في سلسلة المفاتيح.',
  'settings.key.keptForSession':
    'المفتاح محفوظ في الذاكرة لهذه الجلسة فقط: لا يُكتب على القرص أبدًا، ويُنسى عند إغلاق Folio Desk.',
  'settings.key.cleared': 'أُزيل المفتاح من سلسلة المفاتيح. Folio Desk في الوضع التجريبي.',
  'settings.key.new': 'مفتاح API جديد',
  'settings.key.label': 'مفتاح API',
  'settings.key.replace': 'استبدال',
  'settings.key.save': 'حفظ',
  'settings.key.clear': 'مسح',
  'settings.key.hintSession':
    'محفوظ في الذاكرة لهذه الجلسة فقط (لا تتوفر سلسلة مفاتيح في النظام)، ولا يُكتب على القرص أبدًا. لا يعرض Folio Desk إلا آخر أربعة أحرف منه. من دون مفتاح، وما لم يدفع لكل طلب، يعمل في الوضع التجريبي ببيانات نموذجية.',
  'settings.key.hint':
    'محفوظ في سلسلة مفاتيح نظامك، ولا يُكتب على القرص نصًا واضحًا أبدًا. لا يعرض Folio Desk إلا آخر أربعة أحرف منه. من دون مفتاح، وما لم يدفع لكل طلب، يعمل في الوضع التجريبي ببيانات نموذجية.',
  'settings.key.checkAgain': 'التحقق مجددًا',
  'appearance.title': 'المظهر والنافذة',
  'appearance.theme': 'السمة',
  'appearance.theme.light': 'فاتح',
  'appearance.theme.dark': 'داكن',
  'appearance.theme.system': 'النظام',
  'appearance.language': 'اللغة',
  'appearance.language.system': 'مثل النظام ({name})',
  'appearance.language.hint': 'لغة النصوص. الأرقام والتواريخ والعملات تتبع إعدادات النظام الإقليمية.',
  'appearance.closeToTray': 'إغلاق النافذة يُبقي Folio Desk في علبة النظام (تطبيق سطح المكتب)',
  'settings.conn.keptSession':
    'لا يزال مفتاحك محفوظًا لهذه الجلسة.',
  'settings.conn.keptKeychain':
    'لا يزال مفتاحك محفوظًا في سلسلة المفاتيح.',
  'settings.conn.learned':
    'أجاب {from} بالرمز 404 وأجاب {address}، لذا يستخدم Folio Desk العنوان {address}.',
  'settings.conn.ok':
    'متصل. الخطة: {plan}. الأرصدة المتبقية عند هذا الفحص: {left} من {total}؛ ويواصل الشريط العلوي العدّ من هناك.',
  'settings.conn.okDetail':
    'تم الفحص على {address}.{learned}',
  'settings.conn.refused':
    'رفضت الخدمة على {address} المفتاح ({status}).',
  'settings.conn.refusedDetail':
    '{kept} استبدله بالمفتاح الظاهر في حسابك على CoinStats.{learned}',
  'settings.conn.notFound':
    'لا توجد واجهة CoinStats البرمجية على هذا العنوان: {address}.',
  'settings.conn.notFoundDetail':
    'أجاب بالرمز 404 مع /v1 وبدونها. تحقّق من عنوان الخدمة ضمن «متقدم». {kept}',
  'settings.conn.network':
    'تعذّر الوصول إلى {address}: {detail}.',
  'settings.conn.networkDetail':
    'تحقّق من العنوان ومن اتصالك بالشبكة، ثم افحص مجددًا. {kept}',
  'settings.conn.tls':
    'فشل الاتصال الآمن بـ {address}: {detail}.',
  'settings.conn.tlsDetail':
    'لا يرسل Folio Desk مفتاحك إلا إلى خادم يستطيع التحقق من شهادته. {kept}',
  'settings.conn.busy':
    'الخدمة على {address} متاحة، وطلبت الإبطاء ({status}: طلبات في الثانية أكثر مما تسمح به خطتك، ربما من تطبيق آخر يستخدم هذا المفتاح).',
  'settings.conn.busyDetail':
    'افحص مجددًا بعد قليل. {kept}{learned}',
  'settings.conn.unexpected':
    'أجاب {address}، ولكن ليس كما تجيب واجهة CoinStats البرمجية ({detail}).',
  'settings.conn.unexpectedDetail':
    'تحقّق من عنوان الخدمة ضمن «متقدم»، أو افحص مجددًا لاحقًا. {kept}',
  'settings.conn.noKey':
    'لا يوجد مفتاح API محفوظ.',
  'settings.conn.noKeyDetail':
    'يُفحص الاتصال بـ {address} عندما تحفظ مفتاحًا.',
  'settings.conn.checking':
    'جارٍ فحص الاتصال…',
  'settings.wallet.copied':
    'تم نسخ العنوان.',
  'settings.wallet.copyRefused':
    'النسخ غير مسموح هنا: حدّد العنوان وانسخه.',
  'settings.wallet.address':
    'العنوان',
  'settings.wallet.copy':
    'نسخ العنوان',
  'settings.wallet.fund':
    'موّل هذا العنوان بعملة USDC على شبكة Base. لا يستعلم Folio Desk عن رصيده: اطّلع عليه في محفظتك أو في مستكشف كتل Base.',
  'settings.wallet.fundsWarning':
    'لا ترسل إليه إلا ما تنوي إنفاقه على الطلبات. لا يعرض Folio Desk المفتاح أبدًا، ولا حتى مفتاحًا أنشأه بنفسه، لذا لا يمكن إنفاق USDC على هذا العنوان إلا عبر مدفوعات Folio Desk من سلسلة المفاتيح هذه: إذا فُقد إدخال سلسلة المفاتيح (حاسوب آخر، أو سلسلة مفاتيح أُعيد ضبطها) فُقد معه ما تبقّى هنا.',
  'settings.wallet.removeAsk':
    'إزالة مفتاح المحفظة…',
  'settings.wallet.removeLabel':
    'إزالة مفتاح المحفظة؟',
  'settings.wallet.removeQuestion':
    'هل تريد إزالة مفتاح المحفظة من سلسلة المفاتيح؟ لن يتمكن Folio Desk من الدفع لكل طلب حتى تضيف مفتاحًا من جديد، ولا يمكن نقل أي USDC على {address} إلا بهذا المفتاح: احتفظ بنسخة منه أولًا إن كان العنوان يحوي أموالًا (المفتاح الذي أنشأه Folio Desk لا نسخة له: أنفق ما يحويه أولًا).',
  'settings.wallet.removeConfirm':
    'إزالة المفتاح',
  'settings.wallet.group':
    'مفتاح المحفظة',
  'settings.wallet.title':
    'المحفظة',
  'settings.wallet.none':
    'لا يوجد مفتاح محفظة محفوظ. استورد مفتاحًا أو أنشئ مفتاحًا جديدًا؛ سيبقى في سلسلة المفاتيح.',
  'settings.wallet.keyLabel':
    'المفتاح الخاص للمحفظة',
  'settings.wallet.import':
    'استيراد',
  'settings.wallet.generate':
    'إنشاء مفتاح جديد',
  'settings.ledger.reserved':
    'محجوز، لا رد بعد',
  'settings.ledger.settled':
    'مُسوّى',
  'settings.ledger.unconfirmed':
    'بيانات قُدّمت دون إيصال',
  'settings.ledger.refused':
    'رفضته البوابة',
  'settings.ledger.failed':
    'فشل',
  'settings.ledger.unsigned':
    'غير موقّع',
  'settings.ledger.totals':
    'إجماليات USDC',
  'settings.ledger.spentToday':
    'المُنفق اليوم',
  'settings.ledger.reservedToday':
    'المحجوز اليوم',
  'settings.ledger.spentMonth':
    'المُنفق هذا الشهر',
  'settings.ledger.reservedMonth':
    'المحجوز هذا الشهر',
  'settings.ledger.empty':
    'لم يُدفع أي طلب بعد بنظام الدفع لكل طلب.',
  'settings.ledger.payments':
    'مدفوعات USDC',
  'settings.ledger.signed':
    'وقت التوقيع',
  'settings.ledger.call':
    'الطلب',
  'settings.ledger.outcome':
    'النتيجة',
  'settings.ledger.receipt':
    'الإيصال',
  'settings.ledger.outcomeReserved':
    '{outcome} · محجوز',
  'settings.ledger.unsettledTitle':
    'موقّعة وغير مُسوّاة',
  'settings.ledger.unsettledHint':
    'قد تحصّل البوابة هذه المبالغ حتى تنتهي صلاحيتها، أو ربما حصّلتها دون إيصال: فهي تُحتسب ضمن الحد اليومي لليوم الذي وُقّعت فيه.',
  'settings.ledger.unsettledList':
    'تفويضات غير مُسوّاة',
  'settings.ledger.unsettledExpires':
    '{amount} USDC مقابل GET {path} — {outcome}؛ تنتهي {time}',
  'settings.ledger.unsettledExpired':
    '{amount} USDC مقابل GET {path} — {outcome}؛ انتهت {time}',
  'settings.ledger.title':
    'الدفع لكل طلب (USDC)',
  'settings.ledger.what':
    'سجل USDC',
};
