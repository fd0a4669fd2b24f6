/**
 * The remove button of one item of a picker (a shared portfolio, a followed wallet, a watched asset), joined to
 * the item's own button inside a `fd-chip`: it belongs to its item by sight, not only by position, reads as
 * destructive, and its accessible name and tooltip name the item.
 */
export function ChipRemove({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="fd-button fd-chip__remove"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      ×
    </button>
  );
}
