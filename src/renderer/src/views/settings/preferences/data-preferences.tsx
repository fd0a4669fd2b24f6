import { useState, type ReactNode } from 'react';
import type { Input } from '../../../../../shared/contract';
import type { Settings } from '../../../../../shared/domain/settings';
import { RefreshCost } from '../../../components/refresh-cost';
import { Segmented } from '../../../components/segmented';
import { parseBudget } from '../../../stores/budget';
import { useFormat } from '../../../stores/folio-context';
import type { MessageId } from '../../../../../shared/i18n/catalogues/en/index';
import { useT } from '../../../stores/i18n';
import { Field } from './field';

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
  const t = useT();
  const { label, min, max, step, patch } = WHOLE_NUMBERS[props.of];
  const leave = () => {
    const n = Number(props.text);
    if (Number.isInteger(n) && n >= min && n <= max) void props.save(patch(n));
  };
  return (
    <Field label={t(label)} note={props.hint}>
      {(ids) => (
        <input
          {...ids}
          type="number"
          min={min}
          max={max}
          step={step}
          value={props.text}
          onChange={(e) => props.onText(e.target.value)}
          onBlur={leave}
        />
      )}
    </Field>
  );
}

function CurrencyField({ settings, save }: { settings: Settings; save: Save }) {
  const t = useT();
  // A code saved by an earlier release (BTC, ETH) stays selected so the select shows the truth, with a note.
  const unsupported = !CURRENCIES.includes(settings.baseCurrency);
  const currencies = unsupported ? [settings.baseCurrency, ...CURRENCIES] : CURRENCIES;
  const note = unsupported
    ? t('settings.prefs.currencyUnsupported', { currency: settings.baseCurrency })
    : undefined;
  return (
    <Field label={t('settings.prefs.currency')} note={note} problem>
      {(ids) => (
        <select
          {...ids}
          value={settings.baseCurrency}
          aria-invalid={unsupported || undefined}
          onChange={(e) => void save({ baseCurrency: e.target.value })}
        >
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function BudgetField({ settings, save }: { settings: Settings; save: Save }) {
  const t = useT();
  const [budget, setBudget] = useState(
    settings.monthlyCreditBudget === null ? '' : String(settings.monthlyCreditBudget),
  );
  const parsed = parseBudget(budget);
  return (
    <Field label={t('settings.prefs.budget')} note={parsed.ok ? undefined : parsed.problem} problem>
      {(ids) => (
        <input
          {...ids}
          type="text"
          inputMode="numeric"
          placeholder={t('settings.prefs.budgetPlaceholder')}
          title={t('settings.prefs.budgetTip')}
          value={budget}
          aria-invalid={!parsed.ok || undefined}
          onChange={(e) => setBudget(e.target.value)}
          onBlur={() => {
            if (parsed.ok && parsed.value !== settings.monthlyCreditBudget) {
              void save({ monthlyCreditBudget: parsed.value });
            }
          }}
        />
      )}
    </Field>
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
