import { useCallback, useSyncExternalStore } from 'react';
import { useFolio } from '../../stores/folio-context';
import { iconLoaderFor } from './icon-loader';
import './coin-icon.css';

/**
 * The placeholder's letters: the whole symbol up to four letters (USDT and USDC both read 'US' when cut to two),
 * the first three of a longer one, whose full symbol is written beside it.
 */
export function placeholderLetters(symbol: string): string {
  const upper = symbol.trim().toUpperCase();
  return upper.length <= 4 ? upper : upper.slice(0, 3);
}

/**
 * A coin's icon, or, while it loads, offline before it was ever fetched, or when it is refused, a neutral disc
 * with the coin's symbol. Decorative: the coin's name is always written beside it.
 */
export function CoinIcon({ url, symbol, size = 20 }: { url: string | null; symbol: string; size?: number }) {
  const { api } = useFolio();
  const loader = iconLoaderFor(api);
  const subscribe = useCallback(
    (listener: () => void) => (url ? loader.subscribe(url, listener) : () => {}),
    [loader, url],
  );
  const dataUrl = useSyncExternalStore(subscribe, () => (url ? (loader.get(url)?.dataUrl ?? null) : null));
  const style = { width: size, height: size };
  if (dataUrl) {
    return <img className="fd-coin-icon" src={dataUrl} alt="" width={size} height={size} data-icon="image" />;
  }
  const letters = placeholderLetters(symbol);
  return (
    <span
      className="fd-coin-icon fd-coin-icon--placeholder"
      style={style}
      aria-hidden="true"
      data-icon="placeholder"
      data-letters={letters.length}
    >
      {letters || '?'}
    </span>
  );
}
