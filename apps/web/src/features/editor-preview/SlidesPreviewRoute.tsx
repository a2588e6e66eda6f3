/**
 * An editor's preview of a slideshow (the admin panel's "Open preview" on an activity slideshow,
 * apps/cms/src/preview/site-paths.ts): the activity's slides in lesson mode, drawn at the size of the
 * classroom's board (1920 × 1080) or of the presenter's window, and scaled down whole into the
 * preview pane, so the editor sees the entire 16:9 stage with both of lesson mode's bars, as a class
 * would, whatever the size of the pane. Lesson mode runs in a frame of its own at that size; the page
 * around it has no teachers' header or footer (handle.ownLayout).
 */
import './slides-preview.css';
import { useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { PREVIEW_SCREENS, fitScale, previewFrameAddress, type PreviewScreen } from './preview-screens';

export const handle = { ownLayout: true };

export function meta() {
  return [{ title: 'Slideshow preview' }];
}

function useSize(element: React.RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

export default function SlidesPreviewRoute() {
  const { activity = '' } = useParams();
  const [screen, setScreen] = useState<PreviewScreen>('board');
  const space = useRef<HTMLDivElement>(null);
  const { width, height, frameTitle } = PREVIEW_SCREENS[screen];
  const scale = fitScale(useSize(space), width, height);
  return (
    <main id="main" className="slides-preview">
      <div className="slides-preview__bar" role="group" aria-label="Preview the slides on">
        {(Object.keys(PREVIEW_SCREENS) as PreviewScreen[]).map((option) => (
          <button key={option} type="button" className="slides-preview__choice" aria-pressed={option === screen} onClick={() => setScreen(option)}>
            {PREVIEW_SCREENS[option].label}
          </button>
        ))}
        <span className="slides-preview__scale" aria-live="polite">
          {scale > 0 ? `Shown at ${Math.round(scale * 100)}%` : ''}
        </span>
      </div>
      <div className="slides-preview__space" ref={space}>
        {scale > 0 && (
          <div className="slides-preview__screen" style={{ width: width * scale, height: height * scale }}>
            <iframe
              key={screen}
              data-slides-preview=""
              title={frameTitle}
              src={previewFrameAddress(activity, screen)}
              width={width}
              height={height}
              style={{ transform: `scale(${scale})` }}
            />
          </div>
        )}
      </div>
    </main>
  );
}
