import { useId, type ReactNode } from 'react';

/** A tooltip that hover and keyboard focus both reveal (a title attribute alone is mouse-only). */
export function Tip({ text, children }: { text: string; children: ReactNode }) {
  const id = useId();
  return (
    <span className="fd-tip" tabIndex={0} aria-describedby={id}>
      {children}
      <span role="tooltip" id={id} className="fd-tip__text">
        {text}
      </span>
    </span>
  );
}
