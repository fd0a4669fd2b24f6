import type { AreaCatalogue } from '../en/index';
import type { enWallets } from '../en/wallets';

const CHECKS =
  '{checks, plural, zero {{n} عملية تحقق} one {عملية تحقق واحدة} two {عمليتا تحقق} few {{n} عمليات تحقق} many {{n} عملية تحقق} other {{n} عملية تحقق}}';

export const arWallets: AreaCatalogue<typeof enWallets> = {
  'wallets.title': 'المحافظ الرقمية',
  'wallets.refresh': 'تحديث',
  'wallets.nothingToRefresh': 'لا شيء للتحديث: تابِع محفظة أدناه',
  'wallets.free': 'مجاني',
  'wallets.refreshListOnly': 'يقرأ قائمة المحافظ المتابَعة المحفوظة على هذا الحاسوب.',
  'wallets.refreshListRefused':
    'يقرأ قائمة المحافظ المتابَعة المحفوظة على هذا الحاسوب؛ لا تُقرأ {name} مجددًا لأن الخدمة رفضت عنوانها.',
  'wallets.refusedAdvice':
    'رفضت الخدمة عنوان {name}. أزِل {name} (علامة × على شارتها) ثم تابِعها مجددًا بالعنوان والشبكة الصحيحين.',
  'wallets.followed': 'المحافظ المتابَعة',
  'wallets.none': 'لا توجد محافظ بعد: تابِع واحدة أدناه.',
  'wallets.connectedHint':
    'تُقرأ المحافظ المتابَعة هنا من عناوينها. أما المحفظة المتصلة بحسابك في CoinStats فهي إحدى {portfolios}.',
  'wallets.portfoliosLink': 'محافظك الاستثمارية',
  'wallets.shownNow': 'معروضة الآن',
  'wallets.remove': 'إزالة المحفظة {name}',
  'wallets.choiceLead': 'فتح محفظة يقرأ رصيدها ومعاملاتها',
  'wallets.followTitle': 'متابعة محفظة',
  'wallets.address': 'العنوان',
  'wallets.labelOptional': 'التسمية (اختيارية)',
  'wallets.follow': 'متابعة',
  'wallets.adding': 'جارٍ الإضافة…',
  'wallets.addressEvm': 'يبدأ العنوان على {chain} بـ 0x يليه 40 حرفًا من a إلى f وأرقام.',
  'wallets.addressTypo': 'في هذا العنوان خطأ كتابي: حالة أحرفه الكبيرة والصغيرة لا تطابق مجموعه الاختباري.',
  'wallets.addressBitcoin': 'ليس عنوان Bitcoin: يبدأ بـ 1 أو 3 أو bc1 ويجب أن يتطابق مجموعه الاختباري.',
  'wallets.addressSolana':
    'ليس عنوان Solana: يتكون من 32 بايت مكتوبة بترميز base58 (من 32 إلى 44 حرفًا ورقمًا).',
  'wallets.addressShape': 'ليس عنوان محفظة: استخدم أحرف العنوان نفسه وأرقامه وفواصله.',
  'wallets.chain': 'سلسلة الكتل',
  'wallets.chainsNotLoaded': 'لم تُحمَّل سلاسل الكتل',
  'wallets.balances': 'الأرصدة',
  'wallets.balancesEmpty': 'لا تحتوي هذه المحفظة على أي شيء تعرفه الخدمة.',
  'wallets.syncTitle': 'مزامنة المعاملات',
  'wallets.allNetworks': 'كل الشبكات',
  'wallets.sync': 'مزامنة',
  'wallets.syncNotOffered': 'غير متاحة: رفضت الخدمة عنوان {name}',
  'wallets.cancelSync': 'إلغاء المزامنة',
  'wallets.syncProgress': 'تقدّم المزامنة',
  'wallets.progressRunning': `جارٍ المزامنة: {message} (${CHECKS}، {seconds} ث)`,
  'wallets.progressDone': `{state, select, synced {تمت المزامنة} failed {فشلت المزامنة} other {أُلغيت المزامنة}} في {time}: {message} (${CHECKS}، {seconds} ث)`,
  'wallets.networkFee': 'رسوم الشبكة',
  'wallets.networkFeeWorth': 'رسوم الشبكة، وكانت قيمتها {value} حينها',
  'wallets.legGave': 'أعطت {amount} {symbol}',
  'wallets.legGot': 'تلقّت {amount} {symbol}',
  'wallets.legAnd': 'و{amount} {symbol}',
  'wallets.unreadLegs':
    '{count, plural, zero {تعذّرت قراءة {n} جزء} one {تعذّرت قراءة جزء واحد} two {تعذّرت قراءة جزأين} few {تعذّرت قراءة {n} أجزاء} many {تعذّرت قراءة {n} جزءًا} other {تعذّرت قراءة {n} جزء}}',
  'wallets.otherSideUnlisted': 'لم تذكر الخدمة الطرف الآخر',
  'wallets.transactions': 'المعاملات',
  'wallets.transactionsCaption': 'معاملات المحفظة',
  'wallets.valueNow': 'القيمة الآن',
  'wallets.transaction': 'المعاملة',
  'wallets.noTransactionsOfType': 'لا توجد معاملات من هذا النوع.',
  'wallets.transactionsNotOffered':
    'غير متاحة: لا يمكن قراءة معاملات {name} حتى تُتابَع مجددًا بالعنوان الصحيح.',
  'wallets.syncingNote': 'جارٍ مزامنة هذه المحفظة: ستظهر معاملاتها هنا بعد انتهاء المزامنة.',
  'wallets.notSyncedGateway':
    'لم تُزامَن بعد، والدفع لكل طلب لا يتيح مزامنة محفظة، لذا لا يدفع Folio Desk مقابل قراءة معاملاتها مجددًا. لقراءتها، بدّل طريقة الوصول إلى مفتاح API الخاص بك في {settings} واضغط {sync} هنا؛ وبعد المزامنة تُقرأ عبر هذه الطريقة أيضًا.',
  'wallets.notSynced': 'لم تُزامَن بعد: اضغط {sync} أعلاه لقراءة معاملات هذه المحفظة.',
  'wallets.typeDeposit': 'إيداع',
  'wallets.typeWithdraw': 'سحب',
  'wallets.typeApprove': 'موافقة',
  'wallets.typeExecuted': 'منفَّذة',
  'wallets.typeSwap': 'مبادلة',
  'wallets.typeBalance': 'رصيد',
  'wallets.typeFee': 'رسوم',
};
