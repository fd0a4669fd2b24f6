import type { ReactNode } from 'react';

/** A button naming an asset that opens its page; its tooltip says what opening it costs before the click. */
export function AssetOpenButton(props: {
  id: string;
  name: string;
  titleOf: (id: string, name: string) => string | undefined;
  onOpen: (id: string) => void;
  /** The list's own look: a link-like name in tables, a chip in the watchlist. */
  className?: string;
  /** What the button shows when more than the name, e.g. the symbol beside it. */
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className={props.className ?? 'fd-sort'}
      translate="no"
      title={props.titleOf(props.id, props.name)}
      onClick={() => props.onOpen(props.id)}
    >
      {props.children ?? props.name}
    </button>
  );
}
