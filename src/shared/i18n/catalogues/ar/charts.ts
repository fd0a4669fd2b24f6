import type { AreaCatalogue } from '../en/index';
import type { enCharts } from '../en/charts';

export const arCharts: AreaCatalogue<typeof enCharts> = {
  'charts.latest': 'الأحدث، {when}: {values}',
  'charts.candlePoint': '{when}: الافتتاح {open}، الأعلى {high}، الأدنى {low}، الإغلاق {close}',
  'charts.candleLatest': 'أحدث شمعة، {when}: الافتتاح {open}، الأعلى {high}، الأدنى {low}، الإغلاق {close}',
  'charts.point': '{when}: {values}',
  'charts.portfolio': 'المحفظة {amount}',
  'charts.noData': 'لا بيانات لهذه المدة.',
  'charts.lineSummary':
    '{count, plural, zero {{n} نقطة من {from} إلى {to}. بدأت عند {start} وانتهت عند {end}.} one {نقطة واحدة من {from} إلى {to}. بدأت عند {start} وانتهت عند {end}.} two {نقطتان من {from} إلى {to}. بدأت عند {start} وانتهت عند {end}.} few {{n} نقاط من {from} إلى {to}. بدأت عند {start} وانتهت عند {end}.} many {{n} نقطة من {from} إلى {to}. بدأت عند {start} وانتهت عند {end}.} other {{n} نقطة من {from} إلى {to}. بدأت عند {start} وانتهت عند {end}.}} الأدنى {low} في {lowDate}؛ الأعلى {high} في {highDate}.',
  'charts.lineSummaryChange':
    '{count, plural, zero {{n} نقطة من {from} إلى {to}. بدأت عند {start} وانتهت عند {end} ({change}).} one {نقطة واحدة من {from} إلى {to}. بدأت عند {start} وانتهت عند {end} ({change}).} two {نقطتان من {from} إلى {to}. بدأت عند {start} وانتهت عند {end} ({change}).} few {{n} نقاط من {from} إلى {to}. بدأت عند {start} وانتهت عند {end} ({change}).} many {{n} نقطة من {from} إلى {to}. بدأت عند {start} وانتهت عند {end} ({change}).} other {{n} نقطة من {from} إلى {to}. بدأت عند {start} وانتهت عند {end} ({change}).}} الأدنى {low} في {lowDate}؛ الأعلى {high} في {highDate}.',
  'charts.barsSummary':
    '{count, plural, zero {{n} فترة} one {فترة واحدة} two {فترتان} few {{n} فترات} many {{n} فترة} other {{n} فترة}}: {gains} بربح، {losses} بخسارة، الإجمالي {total}. الأفضل {best} في {bestDate}؛ الأسوأ {worst} في {worstDate}.',
  'charts.noCandles': 'لا شموع لهذه المدة.',
  'charts.candlesSummary':
    '{count, plural, zero {حُمّلت {n} شمعة، من {from} إلى {to}.} one {حُمّلت شمعة واحدة، من {from} إلى {to}.} two {حُمّلت شمعتان، من {from} إلى {to}.} few {حُمّلت {n} شموع، من {from} إلى {to}.} many {حُمّلت {n} شمعة، من {from} إلى {to}.} other {حُمّلت {n} شمعة، من {from} إلى {to}.}} الافتتاح عند {open}، وآخر إغلاق {close}. الأدنى {low} في {lowDate}؛ الأعلى {high} في {highDate}.',
  'charts.open': 'الافتتاح',
  'charts.high': 'الأعلى',
  'charts.low': 'الأدنى',
  'charts.close': 'الإغلاق',
  'charts.volume': 'الحجم',
  'charts.candleUnderPointer': 'الشمعة تحت المؤشر',
  'charts.newestCandle': 'أحدث شمعة',
  'charts.newestCandleAt': 'أحدث شمعة، {when}',
};
