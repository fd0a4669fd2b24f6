import type { CreditMeter } from '../../../shared/domain/credits';
import type { Format } from '../lib/format';
import { useFormat } from '../stores/folio-context';
import { forecastCredits, topSpenders, type Forecast } from '../lib/credit-forecast';
import { featureOf } from '../../../shared/feature-names';

// The Credits view's forecast in words: when the month's credits run out at this month's pace, and which
// features spend most. The arithmetic is credit-forecast.ts; this only says it, plainly, with its basis.

const DAY = 24 * 3_600_000;

const days = (ms: number) => {
  const n = Math.floor(ms / DAY);
  return n === 1 ? '1 day' : `${n} days`;
};

export function forecastText(forecast: Forecast, fmt: Pick<Format, 'count' | 'date' | 'dateTime'>): string {
  switch (forecast.kind) {
    case 'unknown':
      return 'No forecast yet: the plan’s monthly credits are not known until they are checked with the service.';
    case 'exhausted':
      return `This month’s credits are used up; they renew on ${fmt.dateTime(forecast.renewsAt)}.`;
    case 'too-early':
      return `Not enough use yet to forecast: ${
        forecast.observedMs < DAY
          ? 'less than a day of this month has passed'
          : 'nothing has been spent this month'
      }.`;
    case 'lasts':
    case 'runs-out': {
      const pace = `At this month’s pace so far (about ${fmt.count(Math.round(forecast.perDay))} credits a day over ${days(forecast.observedMs)})`;
      if (forecast.kind === 'lasts') {
        return `${pace}, the credits last the month; they renew on ${fmt.dateTime(forecast.renewsAt)}.`;
      }
      const early = forecast.renewsAt - forecast.at;
      const before = early < DAY ? 'less than a day' : days(early);
      return `${pace}, the credits run out around ${fmt.dateTime(forecast.at)}, ${before} before they renew.`;
    }
  }
}

export function ForecastLine({ meter, now, demo }: { meter: CreditMeter; now: number; demo: boolean }) {
  const fmt = useFormat();
  const spenders = topSpenders(meter.perEndpoint);
  return (
    <div className="fd-forecast" role="group" aria-label="Credit forecast">
      <p>
        {demo && <strong>Simulated demo account: </strong>}
        {forecastText(forecastCredits(meter, now), fmt)}
      </p>
      {spenders.length > 0 && (
        <p>
          Most spent by{' '}
          {spenders.map((s, i) => (
            <span key={s.endpoint}>
              {i > 0 && (i === spenders.length - 1 ? ' and ' : ', ')}
              <strong>{featureOf(s.endpoint)}</strong> ({Math.round(s.share * 100)}%)
            </span>
          ))}{' '}
          of the credits Folio Desk spent this month.
        </p>
      )}
    </div>
  );
}
