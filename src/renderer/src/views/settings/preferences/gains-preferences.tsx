import { useId, useState } from 'react';
import type { Input } from '../../../../../shared/contract';
import type { LotMethodSetting, Settings } from '../../../../../shared/domain/settings';
import { Segmented } from '../../../components/segmented';
import { Tip } from '../../../components/tip';
import { useT } from '../../../stores/i18n';

type Save = (patch: Input<'settings:update'>) => Promise<boolean>;

export const LOT_METHODS: readonly { value: LotMethodSetting; label: string }[] = [
  { value: 'fifo', label: 'FIFO' },
  { value: 'lifo', label: 'LIFO' },
  { value: 'hifo', label: 'HIFO' },
  { value: 'average', label: 'Average cost' },
];

/** The realized-gains report's lot method and long-term threshold: computed locally, so changing them is free. */
export function GainsPreferences({ settings, save }: { settings: Settings; save: Save }) {
  const id = useId();
  const t = useT();
  // FIFO, LIFO and HIFO are the method's names in every language; "average cost" is said in words.
  const methods = LOT_METHODS.map((m) =>
    m.value === 'average' ? { ...m, label: t('settings.prefs.average') } : { ...m, data: true },
  );
  const [days, setDays] = useState(String(settings.longTermDays));
  const valid = /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 3650;
  return (
    <div className="fd-row">
      <Segmented
        label={t('settings.prefs.lotMethod')}
        options={methods}
        value={settings.lotMethod}
        onChange={(lotMethod) => void save({ lotMethod })}
      />
      <Tip text={t('settings.prefs.methodTip')}>?</Tip>
      <div className="fd-field">
        <label htmlFor={id}>{t('settings.prefs.longTerm')}</label>
        <input
          id={id}
          type="number"
          min={1}
          max={3650}
          step={1}
          value={days}
          aria-invalid={!valid || undefined}
          onChange={(e) => setDays(e.target.value)}
          onBlur={() => {
            if (valid) void save({ longTermDays: Number(days) });
          }}
        />
        {!valid && (
          <span role="alert" className="fd-field-problem">
            {t('settings.prefs.longTermProblem', { days: settings.longTermDays })}
          </span>
        )}
      </div>
    </div>
  );
}
