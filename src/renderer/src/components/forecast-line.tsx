import type { CreditMeter } from '../../../shared/domain/credits';
import { englishTranslator } from '../../../shared/i18n/translator';
import type { Format } from '../lib/format';
import { useFormat } from '../stores/folio-context';
import { useT, type Translate } from '../stores/i18n';
import { forecastCredits, topSpenders, type Forecast } from '../lib/credit-forecast';
import { featureName } from './feature-name';
import { messageParts } from './message-parts';

// The Credits view's forecast in words: when the month's credits run out at this month's pace, and which
// features spend most. The arithmetic is credit-forecast.ts; this only says it, plainly, with its basis.

const DAY = 24 * 3_600_000;

type ForecastFormat = Pick<Format, 'count' | 'date' | 'dateTime'>;

export function forecastText(
  forecast: Forecast,
  fmt: ForecastFormat,
  t: Translate = englishTranslator.t,
): string {
  switch (forecast.kind) {
    case 'unknown':
      return t('credits.forecast.unknown');
    case 'exhausted':
      return t('credits.forecast.exhausted', { date: fmt.dateTime(forecast.renewsAt) });
    case 'too-early':
      return t(forecast.observedMs < DAY ? 'credits.forecast.tooEarlyDay' : 'credits.forecast.tooEarlySpent');
    case 'lasts':
    case 'runs-out': {
      const days = Math.floor(forecast.observedMs / DAY);
      const perDay = Math.round(forecast.perDay);
      const pace = { perDay, perDayN: fmt.count(perDay), days, daysN: fmt.count(days) };
      if (forecast.kind === 'lasts') {
        return t('credits.forecast.lasts', { ...pace, date: fmt.dateTime(forecast.renewsAt) });
      }
      const early = Math.floor((forecast.renewsAt - forecast.at) / DAY);
      const at = fmt.dateTime(forecast.at);
      return early < 1
        ? t('credits.forecast.runsOutSoon', { ...pace, date: at })
        : t('credits.forecast.runsOut', { ...pace, date: at, early, earlyN: fmt.count(early) });
    }
  }
}

export function ForecastLine({ meter, now, demo }: { meter: CreditMeter; now: number; demo: boolean }) {
  const fmt = useFormat();
  const t = useT();
  const spenders = topSpenders(meter.perEndpoint);
  // Each feature's name in bold, its share beside it, inside one translated sentence.
  const share = (s: { endpoint: string; share: number }) =>
    messageParts(
      t,
      'credits.forecast.share',
      { feature: <strong>{featureName(s.endpoint, t)}</strong> },
      { percent: fmt.count(Math.round(s.share * 100)) },
    );
  const [first, second, third] = spenders.map(share);
  return (
    <div className="fd-forecast" role="group" aria-label={t('credits.forecast.label')}>
      <p>
        {demo && <strong>{t('credits.forecast.simulated')} </strong>}
        {forecastText(forecastCredits(meter, now), fmt, t)}
      </p>
      {first !== undefined && (
        <p>
          {messageParts(
            t,
            'credits.forecast.mostSpent',
            { first, second: second ?? '', third: third ?? '' },
            { count: spenders.length },
          )}
        </p>
      )}
    </div>
  );
}
