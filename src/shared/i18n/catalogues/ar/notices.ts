import type { AreaCatalogue } from '../en/index';
import type { enNotices } from '../en/notices';

export const arNotices: AreaCatalogue<typeof enNotices> = {
  'notices.alertTitle': 'تنبيه سعر: {label}',
  'notices.alertRose': 'ارتفع السعر فوق مستوى التنبيه لديك.',
  'notices.alertFell': 'انخفض السعر تحت مستوى التنبيه لديك.',
  'notices.alertMoved':
    '{direction, select, up {ارتفع} other {انخفض}} السعر متجاوزًا تنبيه التغيّر {window, select, hour {لساعة واحدة} other {ليوم واحد}}.',
  'notices.alertAboveNow': 'الآن {price}، فوق {level}.',
  'notices.alertBelowNow': 'الآن {price}، تحت {level}.',
  'notices.alertChange': 'التغيّر خلال {window} هو {change} (التنبيه: تغيّر خلال {window} يتجاوز {limit}).',
  'notices.summaryTitle':
    '{count, plural, zero {لا تنبيهات أسعار} one {تنبيه سعر واحد} two {تنبيها سعر} few {{n} تنبيهات أسعار} many {{n} تنبيهًا للأسعار} other {{n} تنبيه سعر}}',
  'notices.summaryNamed': 'تجاوزت {names} مستويات التنبيه الخاصة بها.',
  'notices.summaryNamedMore': 'تجاوزت {names} و{rest} غيرها مستويات التنبيه الخاصة بها.',
  'notices.summaryAbove': '{label} فوق {level}',
  'notices.summaryBelow': '{label} تحت {level}',
  'notices.summaryChange': '{label} تغيّر خلال {window} يتجاوز {limit}',
  'notices.summaryList': '{list}.',
  'notices.summaryListMore': '{list} و{rest} غيرها.',
  'notices.userFileRebuilt':
    'أُزيل ملف إعداداتك وقوائمك أو أُفرغ أثناء عمل Folio Desk. أُعيد بناؤه مما كان لا يزال لدى Folio Desk ومن نسخة {copyTime}؛ قد تكون بعض التغييرات التي أُجريت بعد ذلك مفقودة.',
  'notices.userFileWritten':
    'أُزيل ملف إعداداتك وقوائمك أو أُفرغ أثناء عمل Folio Desk. أُعيدت كتابته مما كان لا يزال لدى Folio Desk، فلم يُفقد شيء.',
  'notices.userDataRestored':
    'تعذّرت قراءة بياناتك الخاصة (الإعدادات، المحافظ المتابَعة، المحافظ المشتركة، قائمة المراقبة) ({problem})، لذا استعاد Folio Desk نسختها من {copyTime}. كل ما غيّرته بعد ذلك مفقود. نُقل الملف التالف إلى {movedTo}.',
  'notices.userDataDefaults':
    'تعذّرت قراءة بياناتك الخاصة (الإعدادات، المحافظ المتابَعة، المحافظ المشتركة، قائمة المراقبة) ({problem}) ولم تكن هناك نسخة سليمة لاستعادتها، لذا بدأ Folio Desk بالإعدادات الافتراضية. نُقل الملف التالف إلى {movedTo}.',
  'notices.userFileCopyRestored':
    'استُعيدت إعداداتك وقوائمك من نسخة {copyTime} (كان ملفها {state, select, empty {فارغًا} other {مفقودًا}}). كل ما غيّرته بعد ذلك مفقود.',
  'notices.userFileNoCopy':
    'تعذّر العثور على إعداداتك وقوائمك (كان ملفها {state, select, empty {فارغًا} other {مفقودًا}}) ولم تُقرأ أي من النسخ الـ{count} في {folder}، لذا بدأ Folio Desk بالإعدادات الافتراضية.',
  'notices.cacheReplaced':
    'تعذّرت قراءة ذاكرة التخزين المؤقت ({problem})، لذا نقلها Folio Desk إلى {movedTo} وأنشأ واحدة جديدة تمتلئ مجددًا أثناء استخدامك التطبيق. إعداداتك ومفاتيحك ومحافظك ومحافظك المشتركة وقائمة المراقبة محفوظة بمعزل عنها ولم تتغير.',
  'notices.databaseReplaced':
    'تعذّرت قراءة قاعدة البيانات ({problem})، لذا نقلها Folio Desk إلى {movedTo} وبدأ بذاكرة تخزين مؤقت فارغة. عادت الإعدادات إلى قيمها الافتراضية: إن كنت قد حفظت مفتاح API أو مفتاح محفظة، فأدخله مرة أخرى في الإعدادات.',
  'notices.useForSession': 'الاستخدام لهذه الجلسة فقط',
  'notices.keptForSession': 'محفوظ في الذاكرة لهذه الجلسة فقط: {secrets}. ينساه Folio Desk عند إغلاقه.',
  'notices.keptAllForSession':
    'تُحفظ الأسرار الآن في الذاكرة لهذه الجلسة فقط، وتُنسى عند إغلاق Folio Desk. حاول مرة أخرى.',
  'notices.secret':
    '{kind, select, apiKey {مفتاح API} walletKey {مفتاح المحفظة للدفع لكل طلب} shareToken {رمز مشاركة المحفظة المشتركة} passcode {رمز مرور المحفظة المشتركة} other {المفتاح}}',
  'notices.trayNotRefreshed': 'لم تُحدَّث الأسعار: {reason}',
  'notices.trayTryLater': 'لم تُحدَّث الأسعار: حاول مرة أخرى لاحقًا',
  'notices.dismiss': 'إغلاق',
};
