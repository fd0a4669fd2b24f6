import type { ReactNode } from 'react';

/** One figure of a description list (`dl`): its name above, its value below. */
export function Stat(props: {
  label: ReactNode;
  title?: string;
  testId?: string;
  /** Spans the grid's width (a path, not a figure). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={props.wide ? 'fd-stat fd-stat--wide' : 'fd-stat'} title={props.title}>
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{props.children}</dd>
    </div>
  );
}
