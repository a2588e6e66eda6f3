/**
 * Inside `MediaHeld` (true), the recordings and films rendered load nothing (preload "none"): a copy
 * of a page laid out only to be measured, such as lesson mode's off-stage fit of the next slide
 * (features/lesson-mode/OffStageFits.tsx), must not fetch what the page itself has not asked for.
 */
import { createContext, useContext } from 'react';

export const MediaHeld = createContext(false);

/** The preload a media element may use here: `wanted`, or 'none' inside MediaHeld. */
export function useHeldPreload<P extends string>(wanted: P): P | 'none' {
  return useContext(MediaHeld) ? 'none' : wanted;
}
