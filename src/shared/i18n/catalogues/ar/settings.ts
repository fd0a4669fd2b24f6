import type { AreaCatalogue } from '../en/index';
import type { enSettings } from '../en/settings';

export const arSettings: AreaCatalogue<typeof enSettings> = {
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
};
