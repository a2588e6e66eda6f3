/**
 * The frame of every lesson mode page (docs/product.md, "Lesson mode"): the top bar ('Exit lesson mode', the
 * page's links, what is presented, the keys and full screen), the screen between the bars with a
 * 16:9 stage scaled to fit it, and the page's bottom bar (a slideshow's '<' / '>' and 'Slide N of M').
 *
 * On a phone the top bar is one slim row: what is presented and a 'Menu' button that opens the rest
 * (exit, the page's links, the keys, full screen) under the bar, so the slide takes the screen.
 *
 * Classroom controls, on every lesson mode page: F full screen, B blank screen (B, Esc or a click
 * brings the slide back), ? the keys, Esc closes what is open. In full screen the bars lie over the
 * stage and hide after 3 s without the pointer moving; moving it or pressing a key brings them back.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type PointerEventHandler, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { useFullscreen } from './fullscreen';
import { OfflineMarker } from '../offline/OfflineMarker';
import { KeysDialog } from './KeysDialog';
import { openPresenter, useFollowPartner, usePresenterPair } from './presenter-sync';

/** How long the bars stay in full screen after the pointer last moved. */
export const BARS_HIDE_AFTER_MS = 3000;

/** Lesson mode pages have a dark background (docs/product.md, "Slideshow behaviour"). */
export function useLessonModePage() {
  useLayoutEffect(() => {
    document.documentElement.classList.add('lesson-mode-page');
    return () => document.documentElement.classList.remove('lesson-mode-page');
  }, []);
}

/** True when a key press belongs to a form control (a range's arrows, a field's letters), not to lesson mode. */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || !element.tagName) return false;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

/** A plain key press that lesson mode may take (no modifier, not typed into a control, not already handled). */
export function isLessonModeKey(event: KeyboardEvent): boolean {
  return !(event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target));
}

/** In full screen: true once the pointer has rested for BARS_HIDE_AFTER_MS; any movement, touch or key shows the bars again. */
function useIdleBars(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active) {
      setIdle(false);
      return;
    }
    let timer = window.setTimeout(() => setIdle(true), BARS_HIDE_AFTER_MS);
    const wake = () => {
      window.clearTimeout(timer);
      setIdle(false);
      timer = window.setTimeout(() => setIdle(true), BARS_HIDE_AFTER_MS);
    };
    const events = ['pointermove', 'pointerdown', 'keydown', 'wheel'] as const;
    for (const name of events) window.addEventListener(name, wake, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, wake);
    };
  }, [active]);
  return idle;
}

export interface LessonModeFrameProps {
  exitTo: string;
  /** What is presented (an activity's title), in the middle of the top bar. */
  heading: string;
  /** Extra links in the top bar ('Lesson overview', 'Back to the main activity'). */
  links?: ReactNode;
  /** The bottom bar, when the page has one. */
  nav?: ReactNode;
  /** 'slide': a 16:9 stage scaled to the screen; 'page': a page that may scroll (an overview). */
  layout?: 'slide' | 'page';
  /** What the presenter's window shows in place of the stage (a slide's presenter view); without it, the same as the board. */
  presenter?: (controls: { boardBlank: boolean; setBoardBlank: (on: boolean) => void }) => ReactNode;
  stageRef?: RefObject<HTMLElement | null>;
  onPointerDown?: PointerEventHandler;
  onPointerUp?: PointerEventHandler;
  children: ReactNode;
}

export function LessonModeFrame({
  exitTo,
  heading,
  links,
  nav,
  layout = 'slide',
  presenter,
  stageRef,
  onPointerDown,
  onPointerUp,
  children,
}: LessonModeFrameProps) {
  useLessonModePage();
  const { isPresenter } = usePresenterPair();
  const { pathname } = useLocation();
  const fullscreen = useFullscreen();
  const { toggle: toggleFullscreen } = fullscreen;
  const idle = useIdleBars(fullscreen.active);
  const [blank, setBlank] = useState(false);
  const blankNow = useRef(blank);
  blankNow.current = blank;
  const [showKeys, setShowKeys] = useState(false);
  const keysButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // A new page closes the phone's menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  // The board's blank screen, kept in step with the other window: in the presenter's it is a switch, not a black window.
  const sendBlank = useFollowPartner(setBlank);
  const setBoardBlank = useCallback(
    (on: boolean) => {
      setBlank(on);
      sendBlank(on);
    },
    [sendBlank],
  );

  const closeKeys = useCallback(() => {
    setShowKeys(false);
    keysButton.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isLessonModeKey(event)) return;
      const key = event.key;
      if (key === 'f' || key === 'F') toggleFullscreen();
      else if (key === 'b' || key === 'B') setBoardBlank(!blankNow.current);
      else if ((key === 'p' || key === 'P') && !isPresenter) openPresenter(window.location.pathname);
      else if (key === '?') setShowKeys((now) => !now);
      else if (key === 'Escape' && menuOpen) setMenuOpen(false);
      // Esc is the browser's (full screen) and the keys dialog's, unless the screen is blank.
      else if (key === 'Escape' && blankNow.current) setBoardBlank(false);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggleFullscreen, setBoardBlank, isPresenter, menuOpen]);

  const presenting = isPresenter && presenter !== undefined;
  const className = [
    'lesson-mode',
    `lesson-mode--${presenting ? 'presenter' : layout}`,
    fullscreen.active && 'lesson-mode--fullscreen',
    idle && 'lesson-mode--idle',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <header className={menuOpen ? 'lesson-mode__bar lesson-mode__bar--open' : 'lesson-mode__bar'}>
        <p className="lesson-mode__heading">{heading}</p>
        <button
          type="button"
          className="lesson-mode__link lesson-mode__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
        <div id={menuId} className="lesson-mode__controls">
          <nav aria-label="Lesson mode" className="lesson-mode__links">
            <Link to={exitTo} className="lesson-mode__link">
              Exit lesson mode
            </Link>
            {links}
          </nav>
          <div className="lesson-mode__tools">
            <OfflineMarker />
            {!isPresenter && (
              <button type="button" className="lesson-mode__link lesson-mode__presenter-button" aria-keyshortcuts="P" onClick={() => openPresenter(pathname)}>
                Presenter view
              </button>
            )}
            <button ref={keysButton} type="button" className="lesson-mode__link" aria-haspopup="dialog" aria-keyshortcuts="?" onClick={() => setShowKeys(true)}>
              <span aria-hidden="true">?</span>
              <span className="visually-hidden">Keyboard shortcuts</span>
            </button>
            {fullscreen.supported && (
              <button
                type="button"
                className="lesson-mode__link lesson-mode__fullscreen"
                aria-pressed={fullscreen.active}
                onClick={toggleFullscreen}
                aria-keyshortcuts="F"
              >
                {fullscreen.active ? 'Exit full screen' : 'Full screen'}
              </button>
            )}
          </div>
        </div>
      </header>
      {presenting ? (
        <main id="main" tabIndex={-1} className="lesson-mode__presenter">
          {presenter({ boardBlank: blank, setBoardBlank })}
        </main>
      ) : (
        <div className="lesson-mode__screen stage-screen">
          <main
            ref={stageRef}
            id="main"
            tabIndex={-1}
            className={layout === 'slide' ? 'lesson-mode__stage stage' : 'lesson-mode__stage'}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            {children}
          </main>
        </div>
      )}
      {nav}
      {blank && !isPresenter && (
        <button
          type="button"
          className="lesson-mode__blank"
          onClick={() => setBlank(false)}
          aria-label="The screen is blank: show the slide again"
          aria-keyshortcuts="B"
          autoFocus
        />
      )}
      {showKeys && <KeysDialog onClose={closeKeys} />}
    </div>
  );
}
