import type { AreaCatalogue } from '../en/index';
import type { enSync } from '../en/sync';

export const arSync: AreaCatalogue<typeof enSync> = {
  'sync.starting':
    'جارٍ بدء مزامنة {count, plural, zero {أي محفظة رقمية} one {محفظة رقمية واحدة} two {محفظتين رقميتين} few {{n} محافظ رقمية} many {{n} محفظة رقمية} other {{n} محفظة رقمية}}.',
  'sync.someSynced': 'تمت مزامنة {done} من {total}',
  'sync.readAgain': 'تُقرأ المعاملات مجددًا وتُعرض أدناه.',
  'sync.cancelled': 'أُلغيت المزامنة؛ قد تُكملها الخدمة مع ذلك.',
  'sync.stillSyncing': 'لا تزال الخدمة تُجري المزامنة. حاول قراءة المعاملات لاحقًا.',
  'sync.stopped': 'توقفت المزامنة على نحو غير متوقع: {detail}',
};
