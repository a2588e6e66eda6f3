/** The sub_slide_buttons template: the text with a large button per sub-slideshow. */
import { SlideText, SubSlideButtons } from './parts';
import './SubSlideButtonsSlide.css';
import type { SlideBodyProps } from './slide-body';

export function SubSlideButtonsSlide({ slide, subslideshowsAt }: SlideBodyProps<'ComponentSlideSubSlideButtons'>) {
  return (
    <div className="slide__stack">
      <SlideText content={slide.slide_text} />
      <SubSlideButtons buttons={slide.sub_slides2} subslideshowsAt={subslideshowsAt} large />
    </div>
  );
}
