import { useId, useState, type FormEvent } from 'react';
import type { Input } from '../../../../../shared/contract';
import type { Settings } from '../../../../../shared/domain/settings';

type Save = (patch: Input<'settings:update'>) => Promise<boolean>;

export const MAX_WATCHED = 20;

/** "bitcoin, ethereum solana" -> ['bitcoin', 'ethereum', 'solana']; duplicates and blanks dropped. */
export function parseCoinIds(text: string): string[] {
  const ids = text
    .split(/[\s,]+/)
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== '');
  return [...new Set(ids)];
}

/** The coins the tray's quick price check lists (coin ids as the service names them). */
export function TrayPreferences({ settings, save }: { settings: Settings; save: Save }) {
  const ids = { field: useId(), hint: useId() };
  const [text, setText] = useState(settings.watchedCoins.join(', '));
  const coins = parseCoinIds(text);
  const tooMany = coins.length > MAX_WATCHED;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooMany) void save({ watchedCoins: coins });
  };
  return (
    <form className="fd-row" onSubmit={submit}>
      <div className="fd-field">
        <label htmlFor={ids.field}>Coins in the tray menu</label>
        <input
          id={ids.field}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={ids.hint}
          aria-invalid={tooMany}
        />
        <span id={ids.hint} className="fd-source">
          {tooMany
            ? `At most ${MAX_WATCHED} coins; remove ${coins.length - MAX_WATCHED}.`
            : 'Coin ids separated by commas, such as bitcoin, ethereum. Prices come from the cache.'}
        </span>
      </div>
      <button type="submit" className="fd-button" disabled={tooMany}>
        Save tray coins
      </button>
    </form>
  );
}
