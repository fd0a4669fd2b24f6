import { useStore } from 'zustand';
import { usePlannedMonthly } from '../../components/refresh-cost';
import { useFolio, useFormat, useNow } from '../../stores/folio-context';
import { budgetOf } from '../../stores/budget';
import { Stat } from '../../components/stat';
import { useT } from '../../stores/i18n';

// The month's budget on the Credits view: the budget (Settings, or the plan's credits), what is spent, what is
// left a day until the renewal, what the refresh policy plans to read against it, and the forecast. Past the
// budget every call asks first (main's spend guard).

export function BudgetCard() {
  const { stores } = useFolio();
  const fmt = useFormat();
  const now = useNow();
  const t = useT();
  const meter = useStore(stores.credits.meter, (s) => s.value);
  const settings = useStore(stores.settings.settings, (s) => s.value);
  const planned = usePlannedMonthly(
    settings?.refreshPolicy ?? 'on-open',
    settings?.refreshIntervalMinutes ?? 15,
  );
  const budget = budgetOf(meter, settings, now, planned);
  if (budget === null) return null;
  const own = settings?.monthlyCreditBudget ?? null;
  const stat = (term: string, value: string, tip?: string) => (
    <Stat label={term} title={tip}>
      {value}
    </Stat>
  );
  const credits = (n: number) => t('credits.budget.amount', { credits: n, n: fmt.count(n) });
  const perDay = Math.floor(budget.perDay);
  const monthly = planned === null ? null : Math.round(planned);
  return (
    <section className="fd-card" aria-labelledby="fd-budget">
      <h3 id="fd-budget">{t('credits.budget.title')}</h3>
      <dl className="fd-grid">
        {stat(
          t('credits.budget.budget'),
          credits(budget.budget),
          t(own === null ? 'credits.budget.planTip' : 'credits.budget.ownTip'),
        )}
        {stat(t('credits.budget.spent'), credits(budget.spent))}
        {stat(
          t('credits.budget.perDay'),
          credits(perDay),
          t('credits.budget.perDayTip', {
            remaining: fmt.count(budget.remaining),
            days: budget.daysLeft,
            daysN: fmt.count(budget.daysLeft),
            date: fmt.dateTime(budget.renewsAt),
          }),
        )}
        {stat(
          t('credits.budget.planned'),
          monthly === null ? '…' : t('credits.budget.monthly', { credits: monthly, n: fmt.count(monthly) }),
          t('credits.budget.plannedTip'),
        )}
        {stat(
          t('credits.budget.forecast'),
          credits(Math.round(budget.forecast)),
          t('credits.budget.forecastTip'),
        )}
      </dl>
      <p className={budget.onTrack ? 'fd-source' : 'fd-field-problem'} role="status">
        {budget.onTrack
          ? t('credits.budget.onTrack')
          : t('credits.budget.over', { over: fmt.count(Math.round(budget.forecast - budget.budget)) })}
      </p>
    </section>
  );
}
