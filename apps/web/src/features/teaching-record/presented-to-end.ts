/**
 * "A lesson presented through to its last slide and left there is offered again on the lesson page":
 * lesson mode notes here (this browser, for today) a lesson shown to its last slide or its end
 * screen; marking it taught forgets it. The lesson page reads it to offer "Mark as taught".
 */
import { useEffect } from 'react';
import { todayInEngland } from './taught-dates';

const key = (lesson: string) => `classroom.presented-to-end:${lesson}`;

export function notePresentedToEnd(lesson: string): void {
  try {
    window.localStorage.setItem(key(lesson), todayInEngland());
  } catch {
    // Storage full or refused: the lesson page simply does not offer it again.
  }
}

/** Whether the lesson was presented to its end today in this browser and not yet marked as taught. */
export function wasPresentedToEndToday(lesson: string): boolean {
  try {
    return window.localStorage.getItem(key(lesson)) === todayInEngland();
  } catch {
    return false;
  }
}

export function forgetPresentedToEnd(lesson: string): void {
  try {
    window.localStorage.removeItem(key(lesson));
  } catch {
    // Nothing to forget.
  }
}

/** Rendered on a lesson's last slide and its end screen: notes the lesson presented to its end. */
export function NotePresentedToEnd({ lesson }: { lesson: string }): null {
  useEffect(() => notePresentedToEnd(lesson), [lesson]);
  return null;
}
