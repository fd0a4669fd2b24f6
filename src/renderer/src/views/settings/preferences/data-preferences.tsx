import { useId, useState, type ReactNode } from 'react';
import type { Input } from '../../../../../shared/contract';
import type { Settings } from '../../../../../shared/domain/settings';
import { RefreshCost } from '../../../components/refresh-cost';
import { Segmented } from '../../../components/segmented';
import { parseBudget } from '../../../stores/budget';
import { useFormat } from '../../../stores/folio-context';
import type { MessageId } from '../../../../../shared/i18n/catalogues/en/index';
import { useT } from '../../../stores/i18n';

// Codes of the service's currency list (GET /currencies: fiat codes with their rates). BTC and ETH are not on it:
// the service refuses them as `currency` on every read (a 400 on portfolios, coins, RWA and wallets), so they are
// offered only where the answer itself carries them, as the value chart's "Show in".
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD'];

const POLICIES = [
  { value: 'manual', label: 'settings.prefs.policy.manual' },
  { value: 'on-open', label: 'settings.prefs.policy.onOpen' },
  { value: 'interval', label: 'settings.prefs.policy.interval' },
] as const;

type Save = (patch: Input<'settings:update'>) => Promise<boolean>;

interface WholeNumber {
  label: MessageId;
  min: number;
  max: number;
  step: number | undefined;
  patch: (n: number) => Input<'settings:update'>;
}

/** The whole-number settings: their label, bounds and how a number becomes their update. */
const WHOLE_NUMBERS = {
  threshold: {
    label: 'settings.prefs.threshold',
    min: 0,
    max: 1_000_000,
    step: 1,
    patch: (confirmThreshold: number) => ({ confirmThreshold }),
  },
  minutes: {
    label: 'settings.prefs.minutes',
    min: 1,
    max: 1440,
    step: undefined,
    patch: (refreshIntervalMinutes: number) => ({ refreshIntervalMinutes }),
  },
} satisfies Record<string, WholeNumber>;

/** A whole number as typed, saved when the field is left and only if it lies within its bounds. */
function WholeNumberField(props: {
  of: keyof typeof WHOLE_NUMBERS;
  text: string;
  onText: (text: string) => void;
  save: Save;
  hint?: ReactNode;
}) {
  const id = useId();
  const hintId = useId();
  const t = useT();
  const { label, min, max, step, patch } = WHOLE_NUMBERS[props.of];
  const leave = () => {
    const n = Number(props.text);
    if (Number.isInteger(n) && n >= min && n <= max) void props.save(patch(n));
  };
  return (
    <div className="fd-field">
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        type="number"
        min={min}
        max={max}
        step={step}
        value={props.text}
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(e) => props.onText(e.target.value)}
        onBlur={leave}
      />
      {props.hint && (
        <span id={hintId} className="fd-source">
          {props.hint}
        </span>
      )}
    </div>
  );
}

function CurrencyField({ settings, save }: { settings: Settings; save: Save }) {
  const id = useId();
  const t = useT();
  const hintId = useId();
  // A code saved by an earlier release (BTC, ETH) stays selected so the select shows the truth, with a note.
  const unsupported = !CURRENCIES.includes(settings.baseCurrency);
  const currencies = unsupported ? [settings.baseCurrency, ...CURRENCIES] : CURRENCIES;
  return (
    <div className="fd-field">
      <label htmlFor={id}>{t('settings.prefs.currency')}</label>
      <select
        id={id}
        value={settings.baseCurrency}
        aria-describedby={unsupported ? hintId : undefined}
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
        <span id={hintId} className="fd-field-problem">
          {t('settings.prefs.currencyUnsupported', { currency: settings.baseCurrency })}
        </span>
      )}
    </div>
  );
}

function BudgetField({ settings, save }: { settings: Settings; save: Save }) {
  const id = useId();
  const t = useT();
  const problemId = useId();
  const [budget, setBudget] = useState(
    settings.monthlyCreditBudget === null ? '' : String(settings.monthlyCreditBudget),
  );
  const parsed = parseBudget(budget);
  return (
    <div className="fd-field">
      <label htmlFor={id}>{t('settings.prefs.budget')}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        placeholder={t('settings.prefs.budgetPlaceholder')}
        title={t('settings.prefs.budgetTip')}
        value={budget}
        aria-invalid={!parsed.ok || undefined}
        aria-describedby={parsed.ok ? undefined : problemId}
        onChange={(e) => setBudget(e.target.value)}
        onBlur={() => {
          if (parsed.ok && parsed.value !== settings.monthlyCreditBudget) {
            void save({ monthlyCreditBudget: parsed.value });
          }
        }}
      />
      {!parsed.ok && (
        <span id={problemId} className="fd-field-problem">
          {parsed.problem}
        </span>
      )}
    </div>
  );
}

/** Base currency, the confirmation threshold and when data is refreshed: the choices that spend credits. */
export function DataPreferences({ settings, save }: { settings: Settings; save: Save }) {
  const fmt = useFormat();
  const t = useT();
  const policies = POLICIES.map((p) => ({ value: p.value, label: t(p.label) }));
  const [threshold, setThreshold] = useState(String(settings.confirmThreshold));
  // Kept here, not in the field: what was typed survives the field hiding while another policy is chosen.
  const [minutes, setMinutes] = useState(String(settings.refreshIntervalMinutes));
  return (
    <>
      <CurrencyField settings={settings} save={save} />
      <WholeNumberField
        of="threshold"
        text={threshold}
        onText={setThreshold}
        save={save}
        hint={t('settings.prefs.thresholdHint', {
          now: fmt.count(settings.confirmThreshold),
          defi: fmt.count(400),
          risk: fmt.count(5_000),
        })}
      />
      <BudgetField settings={settings} save={save} />
      <Segmented
        label={t('settings.prefs.refresh')}
        options={policies}
        value={settings.refreshPolicy}
        onChange={(refreshPolicy) => void save({ refreshPolicy })}
      />
      <RefreshCost policy={settings.refreshPolicy} minutes={settings.refreshIntervalMinutes} />
      {settings.refreshPolicy === 'interval' && (
        <WholeNumberField of="minutes" text={minutes} onText={setMinutes} save={save} />
      )}
    </>
  );
}
