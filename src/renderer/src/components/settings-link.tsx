import type { ReactNode } from 'react';

/**
 * Advice that names Settings ("Check your API key in Settings") links the word to the Settings view. `word` is
 * that view's name in the advice's language; a whole word only, in any script.
 */
export function withSettingsLink(text: string, word = 'Settings'): ReactNode {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = text.split(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u'));
  if (parts.length === 1) return text;
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <a key={index} href="#settings">
            {word}
          </a>,
          part,
        ],
  );
}
