/**
 * A lesson mode page that moves on with a key (the overview's → and Enter, the end screen's ←): a
 * window keydown listener that goes to `to` when `accepts` says so, ignoring keys lesson mode leaves
 * alone (isLessonModeKey: typing in a field, a modifier held).
 */
import { useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { isLessonModeKey } from './LessonModeFrame';

export function useKeyToNavigate(to: string | undefined, accepts: (event: KeyboardEvent) => boolean, options?: NavigateOptions): void {
  const navigate = useNavigate();
  // The latest predicate and options, without listening again on every render.
  const latest = useRef({ accepts, options });
  latest.current = { accepts, options };
  useEffect(() => {
    if (!to) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isLessonModeKey(event) || !latest.current.accepts(event)) return;
      event.preventDefault();
      navigate(to, latest.current.options);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [to, navigate]);
}
