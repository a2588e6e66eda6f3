/**
 * A question asked in a modal dialog before something that cannot be undone (removing a school's
 * member). The browser's modal <dialog> makes the page behind it inert; Tab and Shift+Tab also go
 * round the dialog's own buttons rather than out to the browser, so focus stays inside. Focus starts
 * on the safe choice (cancel), Escape cancels, and the caller decides where focus goes after.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './confirm-dialog.css';

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  /** What confirming does, and what it costs. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  /** Keeps Tab inside the dialog: from the last control to the first, and back. */
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialog.current) return;
    const controls = [...dialog.current.querySelectorAll<HTMLElement>('button:not([disabled]), [href], input, [tabindex]:not([tabindex="-1"])')];
    if (controls.length === 0) return;
    const [first, last] = [controls[0], controls[controls.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={keepFocusInside}
      // Escape: the browser closes the dialog with a cancel event; the state follows.
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={bodyId}>{children}</div>
      <div className="button-row confirm-dialog__actions">
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
