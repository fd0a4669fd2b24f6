import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AlertCadence as Cadence } from '../../../../shared/domain/alerts';
import type { AppError } from '../../../../shared/envelope';
import { ErrorNote } from '../../components/error-note';
import type { MessageId } from '../../../../shared/i18n/catalogues/en/index';
import { useFolio, useFormat } from '../../stores/folio-context';
import { useT, type Translate } from '../../stores/i18n';

// Alerts use the prices the app reads anyway. A user who wants them judged more often can let Folio Desk read the
// alerts' prices on a cadence: what that costs a month is shown before it is saved. Those reads wait behind every
// read the user asks for (the rate queue's background class).

const CHOICES: { minutes: number | null; word: MessageId }[] = [
  { minutes: null, word: 'alerts.cadenceOff' },
  { minutes: 5, word: 'alerts.every5' },
  { minutes: 15, word: 'alerts.every15' },
  { minutes: 60, word: 'alerts.everyHour' },
  { minutes: 240, word: 'alerts.every4Hours' },
];

/** What a cadence costs, in a sentence: a month's credits, the plan's share of them, and each refresh's. */
function costSentence(t: Translate, fmt: { count: (n: number) => string }, c: Cadence): string {
  const credits = (n: number) => t('alerts.credits', { count: n, n: fmt.count(n) });
  const perRefresh = credits(c.creditsPerRefresh);
  const explanation = c.explanationSay ? t(c.explanationSay.id, c.explanationSay.values) : c.explanation;
  if (c.minutes === null) return t('alerts.offCost', { perRefresh, explanation });
  const values = { perMonth: credits(c.creditsPerMonth), perRefresh, explanation };
  if (!c.planCredits) return t('alerts.onCost', values);
  const percent = fmt.count(Math.ceil((c.creditsPerMonth / c.planCredits) * 100));
  return t('alerts.onCostPlan', { ...values, percent, plan: fmt.count(c.planCredits) });
}

const key = (minutes: number | null) => (minutes === null ? 'off' : String(minutes));

export function AlertCadence() {
  const { api, stores } = useFolio();
  const fmt = useFormat();
  const t = useT();
  const saved = useStore(stores.alerts.cadence, (s) => s.value);
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const [priced, setPriced] = useState<Cadence | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const choice = picked === undefined ? (saved?.minutes ?? null) : picked;
  const changed = saved !== null && choice !== saved.minutes;

  useEffect(() => {
    if (!changed) return;
    let live = true;
    void api.alerts.cadenceCost({ minutes: choice }).then((answer) => {
      if (!live) return;
      if (answer.ok) setPriced(answer.value);
      else setError(answer.error);
    });
    return () => {
      live = false;
    };
  }, [api, changed, choice]);

  const save = async () => {
    const answer = await api.alerts.setCadence({ minutes: choice });
    if (!answer.ok) return setError(answer.error);
    setError(null);
    setPicked(undefined);
    stores.alerts.cadence.put(answer.value, answer.meta);
  };

  // The price of the cadence picked and not saved yet; until it has come, the Save button waits for it.
  const preview = changed && priced?.minutes === choice ? priced : null;
  const shown = changed ? preview : saved;
  return (
    <section className="fd-card" aria-labelledby="fd-alert-cadence">
      <h3 id="fd-alert-cadence">{t('alerts.refresh')}</h3>
      <div className="fd-row">
        <label className="fd-field">
          {t('alerts.readPrices')}
          <select
            aria-label={t('alerts.readPrices')}
            value={key(choice)}
            onChange={(e) => setPicked(e.target.value === 'off' ? null : Number(e.target.value))}
          >
            {CHOICES.map((c) => (
              <option key={key(c.minutes)} value={key(c.minutes)}>
                {t(c.word)}
              </option>
            ))}
          </select>
        </label>
        {changed && (
          <button
            type="button"
            className="fd-button fd-button--primary"
            onClick={() => void save()}
            disabled={!preview}
          >
            {t('alerts.saveCadence')}
          </button>
        )}
      </div>
      {shown && (
        <p data-testid="alert-cadence-cost">
          {costSentence(t, fmt, shown)}
          {changed && ` ${t('alerts.notSaved')}`}
        </p>
      )}
      <ErrorNote error={error} />
    </section>
  );
}
