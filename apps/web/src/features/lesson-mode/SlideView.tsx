/**
 * One slide: its title, and its body laid out by its template (slides/templates.ts, one file per
 * template: image, audio, video, two_videos, audio_and_image, flipcards, audiocards, two_columns,
 * sub_slide_buttons and all). A slide whose type this version does not know says so.
 */
import './slides/slide.css';
import { memo, useRef, type ComponentType } from 'react';
import type { Slide } from './slideshow-data';
import { SLIDE_TEMPLATES } from './slides/templates';
import type { SlideBodyProps } from './slides/slide-body';
import { useFitToStage } from './fit-to-stage';

export interface SlideViewProps {
  slide: Slide;
  /** Where this slide's sub-slideshows open ('{path}/{slideshow id}'); without it (inside a sub-slideshow) their buttons are left out. */
  subslideshowsAt?: string;
  headingId: string;
}

type AnyTemplate = { name: string; Body: ComponentType<SlideBodyProps<Slide['__typename']>> };

/**
 * Memoised: a navigation re-renders the route's components once while it is 'loading' (the framework
 * runs its data strategy even when nothing loads); the slide then does not redraw until it changes.
 */
export const SlideView = memo(function SlideView({ slide, subslideshowsAt, headingId }: SlideViewProps) {
  const template = (SLIDE_TEMPLATES as Record<string, AnyTemplate | undefined>)[slide.__typename];
  const name = template?.name ?? 'all';
  const title = 'title' in slide ? slide.title : undefined;
  const article = useRef<HTMLElement>(null);
  useFitToStage(article, slide, name);
  return (
    <article ref={article} className={`slide slide--${name.replace(/_/g, '-')}`} aria-labelledby={headingId} data-template={name}>
      <h1 id={headingId} className="slide__title">
        {title?.trim() || 'Untitled slide'}
      </h1>
      <div className="slide__body">
        {template ? (
          <template.Body slide={slide} subslideshowsAt={subslideshowsAt} />
        ) : (
          <p className="slide__notice">This slide's layout is not known to this version of the classroom.</p>
        )}
      </div>
    </article>
  );
});
