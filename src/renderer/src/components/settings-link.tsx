import type { ReactNode } from 'react';

/** Advice that names Settings ("Check your API key in Settings") links the word to the Settings view. */
export function withSettingsLink(text: string): ReactNode {
  const parts = text.split(/\bSettings\b/);
  if (parts.length === 1) return text;
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <a key={index} href="#settings">
            Settings
          </a>,
          part,
        ],
  );
}
