import { useEffect, useState, type FormEvent } from 'react';
import type { AlertCondition, AlertTarget } from '../../../../shared/domain/alerts';
import type { AppError } from '../../../../shared/envelope';
import { coinLabel } from '../../components/coin-finder';
import { ErrorNote } from '../../components/error-note';
import { useCurrency, useFolio } from '../../stores/folio-context';
import { NO_QUERY } from '../../stores/resource';
import { AlertCoin, useAlertCoin } from './alert-coin';
import './alerts.css';

// A new alert: a coin found by name among every coin the service knows, or an RWA asset from its list; a
// condition and its level. The contract's schema checks the rule again in main; here the user is told at once
// what is missing.

type Kind = 'above' | 'below' | 'change1h' | 'change24h';
interface Choice {
  id: string;
  label: string;
}

/** The RWA assets to pick from: a short list, its first page read through the cache like the RWA view does. */
function useAssets(wanted: boolean): { choices: Choice[]; error: AppError | null } {
  const { api } = useFolio();
  const currency = useCurrency();
  const [state, setState] = useState<{ choices: Choice[]; error: AppError | null }>({
    choices: [],
    error: null,
  });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void api.rwa.assets({ currency, limit: 100 }).then((assets) => {
      if (!live) return;
      setState(
        assets.ok
          ? {
              choices: assets.value.items.map((a) => ({ id: a.id, label: `${a.name} (${a.symbol})` })),
              error: null,
            }
          : { choices: [], error: assets.error },
      );
    });
    return () => {
      live = false;
    };
  }, [api, wanted, currency]);
  return wanted ? state : { choices: [], error: null };
}

export function AlertForm({ initialCoin }: { initialCoin: string | null }) {
  const { api, stores } = useFolio();
  const currency = useCurrency();
  const [targetKind, setTargetKind] = useState<AlertTarget['kind']>('coin');
  const coin = useAlertCoin(initialCoin);
  const [assetId, setAssetId] = useState('');
  const [kind, setKind] = useState<Kind>('above');
  const [amount, setAmount] = useState('');
  const [direction, setDirection] = useState<'up' | 'down' | 'either'>('either');
  const [error, setError] = useState<AppError | null>(null);
  const [saved, setSaved] = useState('');
  const { choices, error: listError } = useAssets(targetKind === 'rwa');
  const chosen: Choice | undefined =
    targetKind === 'coin'
      ? coin.coin
        ? { id: coin.coin.id, label: coinLabel(coin.coin) }
        : undefined
      : (choices.find((c) => c.id === assetId) ?? choices[0]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    const value = Number(amount.replace(',', '.'));
    if (!chosen) {
      const message =
        targetKind === 'rwa'
          ? 'Pick an asset first.'
          : coin.text.trim() === ''
            ? 'Pick a coin first: type its name and find it.'
            : `Pick a coin first: find “${coin.text.trim()}” and choose one of the matches.`;
      return setError({ code: 'invalid_input', message });
    }
    if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) {
      const what = kind === 'above' || kind === 'below' ? 'price level' : 'change in percent';
      return setError({ code: 'invalid_input', message: `Enter a ${what} above zero.` });
    }
    const condition: AlertCondition =
      kind === 'above' || kind === 'below'
        ? { type: kind, level: value }
        : { type: 'change', window: kind === 'change1h' ? '1h' : '24h', percent: value, direction };
    const answer = await api.alerts.create({
      target: { kind: targetKind, id: chosen.id, label: chosen.label },
      condition,
      currency,
    });
    if (!answer.ok) return setError(answer.error);
    setError(null);
    setAmount('');
    setSaved(`Alert saved for ${chosen.label}.`);
    await Promise.all([stores.alerts.rules.load(NO_QUERY), stores.alerts.cadence.load(NO_QUERY)]);
  };

  const isLevel = kind === 'above' || kind === 'below';
  const targetSelect = (
    <label className="fd-field">
      On
      <select
        aria-label="On"
        value={targetKind}
        onChange={(e) => {
          setTargetKind(e.target.value as AlertTarget['kind']);
          setAssetId('');
          coin.clear();
          setError(null);
        }}
      >
        <option value="coin">A coin</option>
        <option value="rwa">An RWA asset</option>
      </select>
    </label>
  );
  return (
    <form
      className="fd-card fd-alert-form"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="fd-new-alert"
      noValidate
    >
      <h3 id="fd-new-alert">New alert</h3>
      <p className="fd-source">
        Judged on prices Folio Desk reads anyway, as they arrive: an alert costs no credits of its own.
      </p>
      {/* One row whatever the kind, so the select keeps its focus while the user changes it. */}
      <div className="fd-row fd-row--fields">
        {targetSelect}
        {targetKind === 'rwa' && (
          <label className="fd-field">
            Asset
            <select aria-label="Asset" value={chosen?.id ?? ''} onChange={(e) => setAssetId(e.target.value)}>
              {choices.length === 0 && <option value="">Loading the list…</option>}
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {targetKind === 'coin' && <AlertCoin coin={coin} />}
      <div className="fd-row fd-row--fields">
        <label className="fd-field">
          When
          <select aria-label="When" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <option value="above">Price goes above</option>
            <option value="below">Price goes below</option>
            <option value="change1h">Change over 1 hour</option>
            <option value="change24h">Change over 24 hours</option>
          </select>
        </label>
        {!isLevel && (
          <label className="fd-field">
            Direction
            <select
              aria-label="Direction"
              value={direction}
              onChange={(e) => setDirection(e.target.value as typeof direction)}
            >
              <option value="either">Up or down</option>
              <option value="up">Up</option>
              <option value="down">Down</option>
            </select>
          </label>
        )}
        <label className="fd-field">
          {isLevel ? `Level (${currency})` : 'Change (%)'}
          <input
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            required
          />
        </label>
        <button type="submit" className="fd-button fd-button--primary">
          Save alert
        </button>
      </div>
      <p role="status" className="fd-source">
        {saved}
      </p>
      <ErrorNote error={error ?? listError} />
    </form>
  );
}
