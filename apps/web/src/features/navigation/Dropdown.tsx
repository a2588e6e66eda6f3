import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A disclosure button with a panel below it; Escape or a click elsewhere closes it. */
export function Dropdown({
  label,
  ariaLabel,
  open,
  onToggle,
  align = 'left',
  children,
}: {
  label: ReactNode;
  ariaLabel?: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  align?: 'left' | 'right';
  children: ReactNode;
}) {
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onToggle(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onToggle(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onToggle]);

  return (
    <div className="dropdown" ref={container}>
      <button
        ref={button}
        type="button"
        className="main-bar__link dropdown__toggle"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(!open)}
      >
        {label}
      </button>
      <div id={panelId} className={`dropdown__panel dropdown__panel--${align}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
