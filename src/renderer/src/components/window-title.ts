import { useEffect } from 'react';

/**
 * Sets the window title while a view is shown. Callers pass text already formatted (and so already masked in
 * privacy mode): the OS shows the title in task switchers, where amounts must not leak.
 */
export function useWindowTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} — Folio Desk` : 'Folio Desk';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
