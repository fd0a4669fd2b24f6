import type { Time, TickMarkType } from 'lightweight-charts';
import type { Format } from '../../lib/format';

// What the app's lightweight-charts charts share beyond their series: the time labels in the user's locale, and
// the repaint when the theme changes.

/** Chart times are UTC seconds (chart-data.ts toChartTime); business-day strings do not occur here. */
export function msOf(time: Time): number {
  return typeof time === 'number' ? time * 1000 : Date.parse(typeof time === 'string' ? time : '');
}

/** TickMarkType counts Year 0, Month 1, DayOfMonth 2, Time 3, TimeWithSeconds 4. */
export function tickLabel(ms: number, kind: TickMarkType, fmt: Format): string {
  if (kind >= 3) return fmt.time(ms);
  if (kind === 2) return fmt.dayMonth(ms);
  if (kind === 1) return fmt.month(ms);
  return fmt.year(ms);
}

/**
 * The time axis and crosshair in the user's locale: the date, and the time too when the points are less than a
 * day apart; ticks within a day read as hours ("14:00"), not as the day's number repeated ("23 23 23 24").
 */
export function timeOptions(fmt: Format, intraday: boolean) {
  return {
    localization: {
      locale: fmt.locale,
      timeFormatter: (time: Time) => (intraday ? fmt.dateTime(msOf(time)) : fmt.date(msOf(time))),
    },
    timeScale: {
      timeVisible: intraday,
      tickMarkFormatter: (time: Time, kind: TickMarkType) => tickLabel(msOf(time), kind, fmt),
    },
  };
}

/**
 * Calls `repaint` whenever the theme changes: the shell switches it with data-theme on the root, and with "system"
 * the OS switches it (e.g. dark at sunset) without touching the DOM. Returns the function that stops watching.
 */
export function watchTheme(repaint: () => void): () => void {
  const themeWatch = new MutationObserver(repaint);
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const scheme = window.matchMedia('(prefers-color-scheme: dark)');
  scheme.addEventListener('change', repaint);
  return () => {
    scheme.removeEventListener('change', repaint);
    themeWatch.disconnect();
  };
}
