import { useId, useState } from 'react';
import type { Input } from '../../../../../shared/contract';
import type { Settings } from '../../../../../shared/domain/settings';
import { RefreshCost } from '../../../components/refresh-cost';
import { Segmented } from '../../../components/segmented';
import { parseBudget } from '../../../stores/budget';
import { useFormat } from '../../../stores/folio-context';

// Codes of the service's currency list (GET /currencies: fiat codes with their rates). BTC and ETH are not on it:
// the service refuses them as `currency` on every read (a 400 on portfolios, coins, RWA and wallets), so they are
// offered only where the answer itself carries them, as the value chart's "Show in".
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD'];

const POLICIES = [
  { value: 'manual', label: 'Only when I ask' },
  { value: 'on-open', label: 'When a view opens' },
  { value: 'interval', label: 'Every few minutes' },
] as const;

type Save = (patch: Input<'settings:update'>) => Promise<boolean>;

/** Base currency, the confirmation threshold and when data is refreshed: the choices that spend credits. */
export function DataPreferences({ settings, save }: { settings: Settings; save: Save }) {
  const fmt = useFormat();
  const ids = {
    currency: useId(),
    currencyHint: useId(),
    threshold: useId(),
    budget: useId(),
    budgetProblem: useId(),
    interval: useId(),
    hint: useId(),
  };
  const [threshold, setThreshold] = useState(String(settings.confirmThreshold));
  const [minutes, setMinutes] = useState(String(settings.refreshIntervalMinutes));
  const [budget, setBudget] = useState(
    settings.monthlyCreditBudget === null ? '' : String(settings.monthlyCreditBudget),
  );
  const parsedBudget = parseBudget(budget);
  // A code saved by an earlier release (BTC, ETH) stays selected so the select shows the truth, with a note.
  const unsupported = !CURRENCIES.includes(settings.baseCurrency);
  const currencies = unsupported ? [settings.baseCurrency, ...CURRENCIES] : CURRENCIES;
  const saveNumber = (
    text: string,
    min: number,
    max: number,
    patch: (n: number) => Input<'settings:update'>,
  ) => {
    const n = Number(text);
    if (Number.isInteger(n) && n >= min && n <= max) void save(patch(n));
  };
  return (
    <>
      <div className="fd-field">
        <label htmlFor={ids.currency}>Base currency</label>
        <select
          id={ids.currency}
          value={settings.baseCurrency}
          aria-describedby={unsupported ? ids.currencyHint : undefined}
          aria-invalid={unsupported || undefined}
          onChange={(e) => void save({ baseCurrency: e.target.value })}
        >
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {unsupported && (
          <span id={ids.currencyHint} className="fd-field-problem">
            The service does not convert to {settings.baseCurrency}: its reads are refused until another
            currency is chosen. The value chart can still show {settings.baseCurrency} (Show in).
          </span>
        )}
      </div>
      <div className="fd-field">
        <label htmlFor={ids.threshold}>Ask before calls costing more than (credits)</label>
        <input
          id={ids.threshold}
          type="number"
          min={0}
          max={1_000_000}
          step={1}
          value={threshold}
          aria-describedby={ids.hint}
          onChange={(e) => setThreshold(e.target.value)}
          onBlur={() => saveNumber(threshold, 0, 1_000_000, (confirmThreshold) => ({ confirmThreshold }))}
        />
        <span id={ids.hint} className="fd-source">
          Now {fmt.count(settings.confirmThreshold)}. DeFi reads (400), token risk (5,000) and all-network
          syncs are usually above it.
        </span>
      </div>
      <div className="fd-field">
        <label htmlFor={ids.budget}>Monthly credit budget</label>
        <input
          id={ids.budget}
          type="text"
          inputMode="numeric"
          placeholder="the plan’s credits"
          title="Past the budget, every call asks first. Empty: the plan’s monthly credits. The Credits view shows it against what is planned."
          value={budget}
          aria-invalid={!parsedBudget.ok || undefined}
          aria-describedby={parsedBudget.ok ? undefined : ids.budgetProblem}
          onChange={(e) => setBudget(e.target.value)}
          onBlur={() => {
            if (parsedBudget.ok && parsedBudget.value !== settings.monthlyCreditBudget) {
              void save({ monthlyCreditBudget: parsedBudget.value });
            }
          }}
        />
        {!parsedBudget.ok && (
          <span id={ids.budgetProblem} className="fd-field-problem">
            {parsedBudget.problem}
          </span>
        )}
      </div>
      <Segmented
        label="Refresh data"
        options={POLICIES}
        value={settings.refreshPolicy}
        onChange={(refreshPolicy) => void save({ refreshPolicy })}
      />
      <RefreshCost policy={settings.refreshPolicy} minutes={settings.refreshIntervalMinutes} />
      {settings.refreshPolicy === 'interval' && (
        <div className="fd-field">
          <label htmlFor={ids.interval}>Minutes between refreshes</label>
          <input
            id={ids.interval}
            type="number"
            min={1}
            max={1440}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            onBlur={() =>
              saveNumber(minutes, 1, 1440, (refreshIntervalMinutes) => ({ refreshIntervalMinutes }))
            }
          />
        </div>
      )}
    </>
  );
}
