import { useEffect, useRef, useState } from 'react';
import { usePrivacy } from '../stores/folio-context';

export interface Shortcut {
  keys: string;
  does: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: '?', does: 'Show or hide this list of shortcuts' },
  {
    keys: 'Ctrl+K (⌘K on a Mac)',
    does: 'Open the command palette: go to a view, portfolio, wallet or setting',
  },
  { keys: 'Ctrl+Shift+P', does: 'Turn privacy mode on or off (hides every amount)' },
  { keys: 'Tab / Shift+Tab', does: 'Move between controls' },
  {
    keys: 'Arrow keys',
    does: 'Change the choice in a range or currency switch (a priced one is read once the keys rest)',
  },
  { keys: 'Enter / Space', does: 'Press the focused button, sort by the focused column' },
  { keys: 'Escape', does: 'Close a dialog' },
];

/** Keys typed into a field belong to the field. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export function isPrivacyShortcut(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): boolean {
  return (e.ctrlKey || e.metaKey) && e.shiftKey && e.key.toLowerCase() === 'p';
}

/** The app-wide keys: mount once near the root. Renders the shortcut sheet when '?' is pressed. */
export function GlobalShortcuts() {
  const privacy = usePrivacy();
  const [open, setOpen] = useState(false);
  const toggle = useRef(privacy.toggle);
  useEffect(() => {
    toggle.current = privacy.toggle;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isPrivacyShortcut(e)) {
        e.preventDefault();
        toggle.current();
      } else if (e.key === '?' && !typing(e.target)) {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return open ? <ShortcutSheet onClose={() => setOpen(false)} /> : null;
}

export function ShortcutSheet({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open && typeof el.showModal === 'function') el.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="fd-dialog"
      aria-labelledby="fd-shortcuts-title"
      onClose={onClose}
      onCancel={onClose}
    >
      <h2 id="fd-shortcuts-title">Keyboard shortcuts</h2>
      <table className="fd-table">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <th scope="row">
                <kbd>{s.keys}</kbd>
              </th>
              <td>{s.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="fd-button" onClick={onClose} autoFocus>
        Close
      </button>
    </dialog>
  );
}
