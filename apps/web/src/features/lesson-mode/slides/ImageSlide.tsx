/** The image template: the text beside a picture as large as the stage allows. */
import { SlideImage, SlideText } from './parts';
import type { SlideBodyProps } from './slide-body';

export function ImageSlide({ slide }: SlideBodyProps<'ComponentSlideImage'>) {
  return (
    <div className="slide__split">
      <SlideText content={slide.slide_text} />
      <SlideImage image={slide.main_image} />
    </div>
  );
}
