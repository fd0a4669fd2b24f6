import type { CoinIcon } from '../../../../src/shared/domain/icons';
import type { Responders } from './fake-api';
import { live } from './fixtures';

// Main's icon cache as a test stands it in: every address asked for comes back as a tiny data: URL, so a coin
// cell whose icon address reached CoinIcon shows an image, and one that did not shows the symbol disc.

export const iconUrl = (coinId: string) => `https://static.coinstats.app/coins/${coinId}.png`;

export const iconsAnswer: Responders['icons:get'] = ({ urls }) =>
  live(urls.map((url): CoinIcon => ({ url, dataUrl: 'data:image/png;base64,AA==', status: 'fetched' })));

/** An element's text without the symbol's disc (decorative, hidden from screen readers), as a reader hears it. */
export function textBesideIcons(element: Element): string | null {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
}
