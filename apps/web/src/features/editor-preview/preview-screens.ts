/**
 * The screens an editor previews a slideshow on (docs/admin-slide-templates.md, "Preview"): the
 * classroom's board, at the size lesson mode is designed for, and the presenter view on the
 * teacher's laptop, at the size its window opens (lesson-mode/presenter-sync.ts).
 */
import { PRESENTER_PARAM } from '../lesson-mode/presenter-sync';

export type PreviewScreen = 'board' | 'presenter';

export const PREVIEW_SCREENS: Record<PreviewScreen, { label: string; width: number; height: number; frameTitle: string }> = {
  board: { label: 'Board (1920 × 1080)', width: 1920, height: 1080, frameTitle: 'The slides as the board shows them' },
  presenter: { label: 'Presenter view (1280 × 800)', width: 1280, height: 800, frameTitle: 'The slides as the presenter view shows them' },
};

/** The pair name of the previewed presenter view: no board listens to it. */
export const PREVIEW_PAIR = 'editor-preview';

/** The lesson mode page each screen shows: the activity's slides, in the presenter's window or not. */
export function previewFrameAddress(activity: string, screen: PreviewScreen): string {
  const slides = `/-/-/activity/${encodeURIComponent(activity)}/slides`;
  return screen === 'presenter' ? `${slides}?${PRESENTER_PARAM}=${PREVIEW_PAIR}` : slides;
}

/** The scale at which a screen of `width` × `height` fits whole in the space: never larger than life. */
export function fitScale(space: { width: number; height: number }, width: number, height: number): number {
  if (space.width <= 0 || space.height <= 0) return 0;
  return Math.min(1, space.width / width, space.height / height);
}
