/**
 * One slide: its title, and its body laid out by its template (slides/templates.ts, one file per
 * template: image, audio, video, two_videos, audio_and_image, flipcards, audiocards, two_columns,
 * sub_slide_buttons and all). A slide whose type this version does not know says so.
 */
import type { ComponentType } from 'react';
import type { Slide } from './slideshow-data';
import { SLIDE_TEMPLATES, type SlideBodyProps } from './slides/templates';

export { Video } from './slides/parts';

export interface SlideViewProps {
  slide: Slide;
  /** The path of a sub-slideshow opened from this slide; without one (inside a sub-slideshow) its buttons are left out. */
  subPath?: (slideshowId: string) => string;
  headingId: string;
}

type AnyTemplate = { name: string; Body: ComponentType<SlideBodyProps<Slide['__typename']>> };

export function SlideView({ slide, subPath, headingId }: SlideViewProps) {
  const template = (SLIDE_TEMPLATES as Record<string, AnyTemplate | undefined>)[slide.__typename];
  const name = template?.name ?? 'all';
  const title = 'title' in slide ? slide.title : undefined;
  return (
    <article className={`slide slide--${name.replace(/_/g, '-')}`} aria-labelledby={headingId} data-template={name}>
      <h1 id={headingId} className="slide__title">
        {title?.trim() || 'Untitled slide'}
      </h1>
      {template ? (
        <template.Body slide={slide} subPath={subPath} />
      ) : (
        <p className="slide__notice">This slide's layout is not known to this version of the classroom.</p>
      )}
    </article>
  );
}
