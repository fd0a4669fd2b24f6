import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AlertCadence as Cadence } from '../../../../shared/domain/alerts';
import type { AppError } from '../../../../shared/envelope';
import { ErrorNote } from '../../components/error-note';
import { useFolio, useFormat } from '../../stores/folio-context';

// Alerts use the prices the app reads anyway. A user who wants them judged more often can let Folio Desk read the
// alerts' prices on a cadence: what that costs a month is shown before it is saved. Those reads wait behind every
// read the user asks for (the rate queue's background class).

const CHOICES: { minutes: number | null; label: string }[] = [
  { minutes: null, label: 'Off: only prices the app reads anyway' },
  { minutes: 5, label: 'Every 5 minutes' },
  { minutes: 15, label: 'Every 15 minutes' },
  { minutes: 60, label: 'Every hour' },
  { minutes: 240, label: 'Every 4 hours' },
];

const key = (minutes: number | null) => (minutes === null ? 'off' : String(minutes));

export function AlertCadence() {
  const { api, stores } = useFolio();
  const fmt = useFormat();
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
  const credits = (n: number) => `${fmt.count(n)} ${n === 1 ? 'credit' : 'credits'}`;
  const share = (c: Cadence) =>
    c.planCredits
      ? ` — ${fmt.count(Math.ceil((c.creditsPerMonth / c.planCredits) * 100))}% of your plan's ${fmt.count(c.planCredits)}`
      : '';
  return (
    <section className="fd-card" aria-labelledby="fd-alert-cadence">
      <h3 id="fd-alert-cadence">Refresh for alerts</h3>
      <div className="fd-row">
        <label className="fd-field">
          Read the alerts' prices
          <select
            aria-label="Read the alerts' prices"
            value={key(choice)}
            onChange={(e) => setPicked(e.target.value === 'off' ? null : Number(e.target.value))}
          >
            {CHOICES.map((c) => (
              <option key={key(c.minutes)} value={key(c.minutes)}>
                {c.label}
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
            Save
          </button>
        )}
      </div>
      {shown && (
        <p data-testid="alert-cadence-cost">
          {shown.minutes === null
            ? `Off: alerts cost nothing. Each refresh would cost ${credits(shown.creditsPerRefresh)}, ${shown.explanation}.`
            : `About ${credits(shown.creditsPerMonth)} a month${share(shown)}: ${credits(shown.creditsPerRefresh)} a refresh, ${shown.explanation}. These reads wait behind yours.`}
          {changed && ' Not saved yet.'}
        </p>
      )}
      <ErrorNote error={error} />
    </section>
  );
}
