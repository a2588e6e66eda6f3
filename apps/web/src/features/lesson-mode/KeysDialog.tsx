/** The '?' overlay of lesson mode: the keys a teacher can use, in a modal dialog that Esc closes. */
import { useEffect, useRef } from 'react';

export const LESSON_MODE_KEYS: ReadonlyArray<[keys: string[], what: string]> = [
  [['→', '←'], 'Next slide, previous slide (also a swipe)'],
  [['Space'], 'Play or pause the slide’s recording'],
  [['[', ']'], 'Loop the recording playing: set its start (A), then its end (B)'],
  [['\\'], 'Clear the recording’s loop'],
  [['<', '>'], 'Play the recording slower or faster (0.5x to 1.5x)'],
  [['F'], 'Full screen on or off'],
  [['B'], 'Blank the screen, and show the slide again'],
  [['P'], 'Open the presenter view in a second window'],
  [['?'], 'Show or hide these keys'],
  [['Esc'], 'Close this list, leave a blank screen or full screen'],
];

/** Keys and what each does, as a description list (the dialog below, and the welcome page's first few). */
export function KeyList({ keys, className, itemClassName }: { keys: typeof LESSON_MODE_KEYS; className?: string; itemClassName?: string }) {
  return (
    <dl className={className}>
      {keys.map(([names, what]) => (
        <div key={what} className={itemClassName}>
          <dt>
            {names.map((name) => (
              <kbd key={name}>{name}</kbd>
            ))}
          </dt>
          <dd>{what}</dd>
        </div>
      ))}
    </dl>
  );
}

export function KeysDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="lesson-mode__keys" aria-labelledby="lesson-mode-keys-title" onClose={onClose}>
      <h2 id="lesson-mode-keys-title">Keys for lesson mode</h2>
      <KeyList keys={LESSON_MODE_KEYS} itemClassName="lesson-mode__key" />
      <form method="dialog">
        <button type="submit" className="lesson-mode__link" autoFocus>
          Close
        </button>
      </form>
    </dialog>
  );
}
