/** The two_columns template: two columns of text above a picture. */
import { SlideImage, SlideText } from './parts';
import './TwoColumnsSlide.css';
import type { SlideBodyProps } from './slide-body';

export function TwoColumnsSlide({ slide }: SlideBodyProps<'ComponentSlideTwoColumns'>) {
  return (
    <div className="slide__columns">
      <div className="slide__stack">
        <SlideText content={slide.slide_text} />
        <SlideImage image={slide.main_image} className="slide__image slide__fill" />
      </div>
      <div className="slide__stack">
        <SlideText content={slide.secondary_slide_text} />
        <SlideImage image={slide.secondary_image} className="slide__image slide__fill" />
      </div>
    </div>
  );
}
