import type { ReactNode } from 'react';

/** A view's title with what acts on the whole view (refresh, export) in a row beside it. */
export function ViewHead({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="fd-row">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
