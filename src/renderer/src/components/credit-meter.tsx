import { useStore } from 'zustand';
import { knownPlan, meterLevel } from '../stores/credits';
import { useFolio, useFormat, useNow } from '../stores/folio-context';
import { useKeyRefused } from '../stores/key-refusal';
import { forecastCredits, nextMonthStart, topSpenders } from '../lib/credit-forecast';
import { featureName } from './feature-name';
import { forecastText } from './forecast-line';
import { describeError } from '../lib/describe-error';
import type { Format } from '../lib/format';
import { useT, type Translate } from '../stores/i18n';
import type { CreditMeter as Meter } from '../../../shared/domain/credits';

/** The meter's hover text: when the credits renew, how they are counted, the month's forecast, the dearest feature. */
function meterTitle(meter: Meter, demo: boolean, now: number, fmt: Format, t: Translate): string {
  // The meter counts locally from the journal; its age is the last check against the service's usage endpoint.
  const provenance = demo
    ? t('header.provenanceDemo')
    : meter.reconciledAt === null
      ? t('header.provenanceUnchecked')
      : t('header.provenanceChecked', { age: fmt.age(meter.reconciledAt, now) });
  const top = topSpenders(meter.perEndpoint, 1)[0];
  // The credits are a month's (from the 1st, 00:00 UTC): the figures say "this month", the hover text when they
  // renew, the simulated account's too in the demo.
  const date = fmt.dateTime(nextMonthStart(meter.monthStart));
  const forecast = forecastText(forecastCredits(meter, now), fmt, t);
  return [
    t(demo ? 'header.renewsDemo' : 'header.renews', { date }),
    provenance,
    demo ? t('header.forecastDemo', { forecast }) : forecast,
    top
      ? t('header.mostSpentOne', {
          feature: featureName(top.endpoint, t),
          percent: fmt.count(Math.round(top.share * 100)),
        })
      : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The plan's name, or what stands for it: a simulated account in the demo, or that it is not checked yet. */
function PlanName({ plan, demo }: { plan: string | null; demo: boolean }) {
  const t = useT();
  if (plan) {
    return (
      <>
        <span className="fd-meter__plan" translate="no">
          {plan}
        </span>
        {demo && ` ${t('header.simulated')}`}
      </>
    );
  }
  // The demo has no plan of the user's to check: its meter counts a simulated account from the start.
  if (demo) return <span className="fd-meter__plan">{t('header.simulatedAccount')}</span>;
  return <span className="fd-meter__plan fd-meter__plan--unchecked">{t('header.planUnchecked')}</span>;
}

/** The always-visible header meter: used / remaining / plan, changing colour near the end of the month's credits. */
export function CreditMeter() {
  const { stores } = useFolio();
  const fmt = useFormat();
  const now = useNow();
  const { value: meter, error, meta } = useStore(stores.credits.meter);
  const gateway = useStore(stores.settings.status, (s) => s.value?.mode === 'gateway');
  const keyRefused = useKeyRefused(stores);
  const t = useT();
  // Paying per request spends no plan's credits: no meter of an unknown plan (the gateway's session says the route).
  if (gateway) return null;
  // The check ran and the service refused the key: "not checked yet" would be untrue, and no plan is read with it.
  const refusedLink = (
    <a className="fd-meter__plan fd-meter__plan--refused" href="#settings">
      {t('header.keyRefused')}
    </a>
  );
  if (!meter) {
    if (keyRefused) return <div className="fd-meter fd-meter--unknown">{refusedLink}</div>;
    return (
      <div className="fd-meter fd-meter--unknown" title={error ? describeError(error).headline : undefined}>
        {t(error ? 'header.creditsUnavailable' : 'header.creditsLoading')}
      </div>
    );
  }
  const level = meterLevel(meter);
  // Until /usage/credits has answered (it is read when a session starts) the plan is not known: say so in words.
  const plan = knownPlan(meter);
  const total = meter.totalCredits;
  const remaining = meter.remainingCredits;
  const text =
    total !== null && remaining !== null
      ? t('header.meterFull', {
          used: fmt.count(meter.usedCredits),
          remaining: fmt.count(remaining),
          total: fmt.count(total),
        })
      : // Never checked against the service: the count is only what this app spent, not the account's use.
        t(meter.reconciledAt === null ? 'header.meterSpentHere' : 'header.meterUsed', {
          used: fmt.count(meter.usedCredits),
        });
  const warning = level === 'critical' ? t('header.critical') : level === 'low' ? t('header.low') : null;
  // The month's forecast (credit-forecast.ts), said on the meter only when the credits would run out before they
  // renew; the hover text always carries it and the dearest feature. The Credits view says it in full.
  const forecast = forecastCredits(meter, now);
  const demo = meta?.demo === true;
  const title = meterTitle(meter, demo, now, fmt, t);
  // The demo's meter is a simulated account's: said before the figures, not after them, so nobody reads them as
  // their own plan being spent.
  return (
    <div className={`fd-meter fd-meter--${level}`} title={title}>
      {demo && <span className="fd-badge fd-badge--demo">{t('header.demo')}</span>}{' '}
      {keyRefused ? refusedLink : <PlanName plan={plan} demo={demo} />}{' '}
      {total !== null && remaining !== null && (
        <meter
          className="fd-meter__bar"
          min={0}
          max={total}
          low={total * 0.2}
          high={total * 0.95}
          optimum={0}
          value={meter.usedCredits}
          aria-label={
            plan === null
              ? t('header.meterLabelUnchecked')
              : t(demo ? 'header.meterLabelDemo' : 'header.meterLabel', { plan })
          }
        />
      )}{' '}
      {/* A refused key's unknown plan has no figures to give: "0 used" would mean nothing. */}
      {!(keyRefused && total === null) && <span className="fd-meter__text">{text}</span>}
      {warning && <strong className="fd-meter__warning"> — {warning}</strong>}
      {forecast.kind === 'runs-out' && (
        <span className="fd-meter__forecast">
          {' · '}
          {t('header.runsOut', { date: fmt.dayMonth(forecast.at) })}
        </span>
      )}
    </div>
  );
}
