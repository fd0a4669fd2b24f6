import { useId, useState } from 'react';
import type { Input } from '../../../../../shared/contract';
import type { LotMethodSetting, Settings } from '../../../../../shared/domain/settings';
import { Segmented } from '../../../components/segmented';
import { Tip } from '../../../components/tip';

type Save = (patch: Input<'settings:update'>) => Promise<boolean>;

export const LOT_METHODS: readonly { value: LotMethodSetting; label: string }[] = [
  { value: 'fifo', label: 'FIFO' },
  { value: 'lifo', label: 'LIFO' },
  { value: 'hifo', label: 'HIFO' },
  { value: 'average', label: 'Average cost' },
];

const METHOD_TIP =
  'Which buys a sale closes: FIFO the oldest, LIFO the newest, HIFO the dearest, average cost all at their mean. ' +
  'The realized-gains report on Portfolios follows it; nothing is read again.';

/** The realized-gains report's lot method and long-term threshold: computed locally, so changing them is free. */
export function GainsPreferences({ settings, save }: { settings: Settings; save: Save }) {
  const id = useId();
  const [days, setDays] = useState(String(settings.longTermDays));
  const valid = /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 3650;
  return (
    <div className="fd-row">
      <Segmented
        label="Lot method"
        options={LOT_METHODS}
        value={settings.lotMethod}
        onChange={(lotMethod) => void save({ lotMethod })}
      />
      <Tip text={METHOD_TIP}>?</Tip>
      <div className="fd-field">
        <label htmlFor={id}>Long-term after (days held)</label>
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
            Enter a whole number of days from 1 to 3650; {settings.longTermDays} stays until then.
          </span>
        )}
      </div>
    </div>
  );
}
