/**
 * A delete that asks once more (docs/product.md, "Your units of work", where deleting asks first): the first press shows the
 * question with 'Yes, delete it' and 'Keep it' in place of the button; focus moves to 'Keep it', so a
 * second Enter keeps rather than deletes. Inside a form, 'Yes, delete it' submits it; otherwise it
 * calls onConfirm.
 */
import { useEffect, useRef, useState } from 'react';

export function ConfirmDelete({
  label,
  question,
  busy,
  onConfirm,
  buttonClassName = 'link-button link-button--danger',
}: {
  /** The first button's text, e.g. 'Delete this unit'. */
  label: string;
  /** What deleting does, asked as a question. */
  question: string;
  busy?: boolean;
  onConfirm?: () => void;
  buttonClassName?: string;
}) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (wasAsking.current) start.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={start} type="button" className={buttonClassName} onClick={() => setAsking(true)} disabled={busy}>
        {busy ? 'Deleting...' : label}
      </button>
    );
  }
  return (
    <div className="confirm-delete" role="group" aria-label={label}>
      <p className="confirm-delete__question" role="alert">
        {question}
      </p>
      <button type={onConfirm ? 'button' : 'submit'} className="button button--danger" onClick={onConfirm} disabled={busy}>
        {busy ? 'Deleting...' : 'Yes, delete it'}
      </button>
      <button ref={keep} type="button" className="link-button" onClick={() => setAsking(false)} disabled={busy}>
        Keep it
      </button>
    </div>
  );
}
