import { useStore } from 'zustand';
import { usePlannedMonthly } from '../../components/refresh-cost';
import { useFolio, useFormat, useNow } from '../../stores/folio-context';
import { budgetOf } from '../../stores/budget';
import { Stat } from '../../components/stat';

// The month's budget on the Credits view: the budget (Settings, or the plan's credits), what is spent, what is
// left a day until the renewal, what the refresh policy plans to read against it, and the forecast. Past the
// budget every call asks first (main's spend guard).

export function BudgetCard() {
  const { stores } = useFolio();
  const fmt = useFormat();
  const now = useNow();
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
  return (
    <section className="fd-card" aria-labelledby="fd-budget">
      <h3 id="fd-budget">Monthly budget</h3>
      <dl className="fd-grid">
        {stat(
          'Budget',
          `${fmt.count(budget.budget)} credits`,
          own === null ? 'The plan’s monthly credits: set your own in Settings.' : 'Set in Settings.',
        )}
        {stat('Spent', `${fmt.count(budget.spent)} credits`)}
        {stat(
          'Left a day',
          `${fmt.count(Math.floor(budget.perDay))} credits`,
          `${fmt.count(budget.remaining)} left over ${budget.daysLeft} days; renews ${fmt.dateTime(budget.renewsAt)}.`,
        )}
        {stat(
          'Planned',
          planned === null ? '…' : `${fmt.count(Math.round(planned))} credits a month`,
          'What the refresh policy in Settings reads at most in a month.',
        )}
        {stat(
          'Forecast',
          `${fmt.count(Math.round(budget.forecast))} credits`,
          'Spent so far plus the planned reads until the renewal.',
        )}
      </dl>
      <p className={budget.onTrack ? 'fd-source' : 'fd-field-problem'} role="status">
        {budget.onTrack
          ? 'On track: the forecast is within the budget.'
          : `Over budget by about ${fmt.count(Math.round(budget.forecast - budget.budget))} credits at the planned rate; past the budget, every call asks first.`}
      </p>
    </section>
  );
}
