import type { ReactNode } from 'react';

/** One figure of a description list (`dl`): its name above, its value below. */
export function Stat(props: {
  label: ReactNode;
  title?: string;
  testId?: string;
  /** Spans the grid's width (a path, not a figure). */
  wide?: boolean;
  /** A card's own look for its figures, beside fd-stat. */
  className?: string;
  children: ReactNode;
}) {
  const classes = ['fd-stat', props.wide ? 'fd-stat--wide' : '', props.className ?? ''].filter(Boolean);
  return (
    <div className={classes.join(' ')} title={props.title}>
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{props.children}</dd>
    </div>
  );
}
