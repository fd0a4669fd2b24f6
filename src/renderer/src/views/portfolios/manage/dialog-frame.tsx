import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusView } from '../../../components/palette-focus';
import './manage.css';

/** A modal dialog opened on mount; Escape or a close button calls `onClose`, and focus returns where it was. */
export function DialogFrame({
  title,
  onClose,
  children,
  wide,
}: {
  title: string;
  onClose: () => void;
  children: (titleId: string) => ReactNode;
  wide?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = dialog.current;
    if (el && !el.open && typeof el.showModal === 'function') el.showModal();
    // showModal focuses the first control; a dialog names the one that should have it (Cancel, for a delete).
    el?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      // Opened by the palette (its field is gone by now) or by a button the dialog's work removed (Delete
      // portfolio): nothing to go back to, so the view's heading takes focus rather than <body>.
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
      else focusView(location.hash || '#portfolios');
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`fd-dialog fd-manage${wide ? ' fd-manage--wide' : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children(titleId)}
    </dialog>
  );
}
